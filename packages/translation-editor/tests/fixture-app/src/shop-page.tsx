import { Trans, useLingui } from '@lingui/react/macro'

export function ShopPage() {
  const { t } = useLingui()
  return (
    <main>
      <h1>
        <Trans id="shop.title">Welcome to the shop</Trans>
      </h1>
      <p>
        <Trans id="shop.intro">We sell bikes here.</Trans>
      </p>
      <input aria-label={t({ id: 'shop.search', message: 'Search bikes' })} />
    </main>
  )
}

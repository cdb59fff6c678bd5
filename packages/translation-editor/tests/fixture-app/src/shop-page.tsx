import { Trans, useLingui } from '@lingui/react/macro'

export function ShopPage() {
  const { t } = useLingui()
  return (
    <main>
      <h1>
        <Trans id="shop.title">Välkommen till butiken</Trans>
      </h1>
      <p>
        <Trans id="shop.intro">Här säljer vi cyklar.</Trans>
      </p>
      <input aria-label={t({ id: 'shop.search', message: 'Sök cyklar' })} />
    </main>
  )
}

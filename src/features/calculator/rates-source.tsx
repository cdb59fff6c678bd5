import { Trans } from '@lingui/react/macro'
import { link } from '../../../styled-system/recipes'
import { PageLink } from '../../components/layout/page-link'
import type { Locale } from '../../i18n/locales'

/** Where the calculator's rates come from: the sentence after each place that states them. */
export function RatesSource({ lang }: { lang: Locale }) {
  return (
    <Trans id="calculator.rates.source">
      Källa: Cirklas sammanställning på sidan{' '}
      <PageLink page="/$lang/producer-responsibility" lang={lang} className={link()}>
        Producentansvar
      </PageLink>
      .
    </Trans>
  )
}

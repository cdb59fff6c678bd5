import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function SupportPage() {
  return (
    <PageIntro
      title={<Trans id="support.intro.title">Support</Trans>}
      lead={<Trans id="support.intro.lead">Vi svarar inom 2 timmar, vardagar 9–17. Skriv till oss, ring eller hitta svaret bland de vanligaste frågorna.</Trans>}
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function ProducerResponsibilityPage() {
  return (
    <PageIntro
      breadcrumb="/$lang/producer-responsibility"
      title={<Trans id="producer.intro.title">Producentansvar för förpackningar</Trans>}
      lead={<Trans id="producer.intro.lead">Alla som släpper ut förpackningar på den svenska marknaden betalar en avgift per kilo. Med ett godkänt återanvändningssystem sjunker avgiften för trä från 2,75 till cirka 0,05 kr/kg.</Trans>}
    />
  )
}

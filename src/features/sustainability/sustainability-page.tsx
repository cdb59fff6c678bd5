import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function SustainabilityPage() {
  return (
    <PageIntro
      title={<Trans id="sustainability.intro.title">Hållbarhetsredovisning</Trans>}
      lead={<Trans id="sustainability.intro.lead">Minska utsläppen i Scope 3 och låt rapporterna skriva sig själva: med återanvändning fördelas utsläppen över antalet rotationer.</Trans>}
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function CalculatorPage() {
  return (
    <PageIntro
      breadcrumb="/$lang/calculator"
      title={<Trans id="calculator.intro.title">Miljöavgiftskalkylator</Trans>}
      lead={<Trans id="calculator.intro.lead">Räkna ut vad förpackningsavgiften för dina lastbärare kostar per år – och hur mycket du sparar med ett godkänt återanvändningssystem.</Trans>}
    />
  )
}

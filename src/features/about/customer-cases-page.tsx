import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function CustomerCasesPage() {
  return (
    <PageIntro
      title={<Trans id="about.customerCases.intro.title">Kundcase</Trans>}
      lead={<Trans id="about.customerCases.intro.lead">Så minskade en kund sina direkta kostnader med 20 miljoner kronor och sitt svinn från 16 % till 1,5 %.</Trans>}
    />
  )
}

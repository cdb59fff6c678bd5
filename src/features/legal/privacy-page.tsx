import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function PrivacyPage() {
  return (
    <PageIntro
      title={<Trans id="legal.privacy.intro.title">Integritetspolicy</Trans>}
      lead={<Trans id="legal.privacy.intro.lead">Så behandlar vi personuppgifter när ditt företag använder Cirkla och när du besöker vår webbplats.</Trans>}
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { LegalDocument } from '../../components/content/legal-document'
import { PageIntro } from '../../components/layout/page-intro'
import { privacySections } from './privacy-content'

export function PrivacyPage() {
  return (
    <>
      <PageIntro
        breadcrumb="/$lang/privacy-policy"
        title={<Trans id="legal.privacy.intro.title">Integritetspolicy</Trans>}
        lead={
          <Trans id="legal.privacy.intro.lead">
            Så behandlar vi personuppgifter när ert företag använder Cirkla och när ni besöker vår
            webbplats.
          </Trans>
        }
      />
      <LegalDocument sections={privacySections} toc />
    </>
  )
}

import { Trans } from '@lingui/react/macro'
import { LegalDocument } from '../../components/content/legal-document'
import { PageIntro } from '../../components/layout/page-intro'
import { termsSections } from './terms-content'

export function TermsPage() {
  return (
    <>
      <PageIntro
        title={<Trans id="legal.terms.intro.title">Användarvillkor</Trans>}
        lead={
          <Trans id="legal.terms.intro.lead">
            Villkoren som gäller när ert företag använder Cirkla.
          </Trans>
        }
      />
      <LegalDocument sections={termsSections} toc />
    </>
  )
}

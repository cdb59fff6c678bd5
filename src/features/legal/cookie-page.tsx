import { Trans } from '@lingui/react/macro'
import { LegalDocument } from '../../components/content/legal-document'
import { PageIntro } from '../../components/layout/page-intro'
import { cookieSections } from './cookie-content'

export function CookiePage() {
  return (
    <>
      <PageIntro
        title={<Trans id="legal.cookie.intro.title">Cookiepolicy</Trans>}
        lead={
          <Trans id="legal.cookie.intro.lead">
            Vad webbplatsen sparar i er webbläsare, och varför.
          </Trans>
        }
      />
      <LegalDocument sections={cookieSections} />
    </>
  )
}

import { Trans } from '@lingui/react/macro'
import { LegalDocument } from '../../components/content/legal-document'
import { PageIntro } from '../../components/layout/page-intro'
import { cookieSections } from './cookie-content'

export function CookiePage() {
  return (
    <>
      <PageIntro
        title={<Trans id="cookies.intro.title">Cookiepolicy</Trans>}
        lead={
          <Trans id="cookies.intro.lead">Vad webbplatsen sparar i er webbläsare, och varför.</Trans>
        }
      />
      <LegalDocument sections={cookieSections} />
    </>
  )
}

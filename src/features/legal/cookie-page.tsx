import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function CookiePage() {
  return (
    <PageIntro
      title={<Trans id="legal.cookie.intro.title">Cookiepolicy</Trans>}
      lead={<Trans id="legal.cookie.intro.lead">Vilka cookies och vilken lokal lagring webbplatsen använder, och varför.</Trans>}
    />
  )
}

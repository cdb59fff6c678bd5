import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function RegisterPage() {
  return (
    <PageIntro
      title={<Trans id="account.register.intro.title">Skapa konto</Trans>}
      lead={<Trans id="account.register.intro.lead">Kom igång med Cirkla – första månaden är gratis.</Trans>}
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function LoginPage() {
  return (
    <PageIntro
      title={<Trans id="account.login.intro.title">Logga in</Trans>}
      lead={<Trans id="account.login.intro.lead">Logga in på ditt Cirkla-konto. Det här är en demo: här finns inga riktiga konton.</Trans>}
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { pageContainer, link, section } from '../../../styled-system/recipes'
import { ExternalLink } from '../../components/content/external-link'
import { DemoNotice } from '../../components/forms/demo-confirmation'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { site } from '../../config/site'
import { useLang } from '../../i18n/use-lang'
import { LoginForm } from './login-form'

export function LoginPage() {
  const lang = useLang()
  return (
    <>
      <PageIntro
        title={<Trans id="account.login.intro.title">Logga in</Trans>}
        lead={
          <Trans id="account.login.intro.lead">
            Logga in på ert Cirkla-konto. Det här är en demo: här finns inga riktiga konton.
          </Trans>
        }
      />
      <section className={section()}>
        <div className={cx(pageContainer(), css({ maxW: '2xl', display: 'grid', gap: '8' }))}>
          <DemoNotice>
            <Trans id="account.login.demoNotice">
              Detta är en mockup av inloggningssidan. Inget som skrivs här skickas någonstans.
              Kunder loggar in i Cirkla-appen:
            </Trans>{' '}
            <ExternalLink href={site.appLoginUrl}>
              <Trans id="account.login.appLink">gå till appens inloggning</Trans>
            </ExternalLink>
          </DemoNotice>
          <LoginForm />
          <p>
            <Trans id="account.login.registerPrompt">Har ni inget konto än?</Trans>{' '}
            <PageLink page="/$lang/get-started/register" lang={lang} className={link()}>
              <Trans id="account.login.registerLink">Skapa ett konto</Trans>
            </PageLink>
          </p>
        </div>
      </section>
    </>
  )
}

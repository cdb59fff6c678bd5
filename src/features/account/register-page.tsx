import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { pageContainer, link, section } from '../../../styled-system/recipes'
import { DemoNotice } from '../../components/forms/demo-confirmation'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { useLang } from '../../i18n/use-lang'
import { RegisterForm } from './register-form'

export function RegisterPage() {
  const lang = useLang()
  return (
    <>
      <PageIntro
        title={<Trans id="account.register.intro.title">Skapa konto</Trans>}
        lead={
          <Trans id="account.register.intro.lead">
            Kom igång med Cirkla – första månaden är gratis.
          </Trans>
        }
      />
      <section className={section()}>
        <div className={cx(pageContainer(), css({ maxW: '3xl', display: 'grid', gap: '8' }))}>
          <DemoNotice>
            <Trans id="account.register.demoNotice">
              Detta är en mockup av registreringssidan. Kontakta oss för att aktivera riktiga
              konton.
            </Trans>{' '}
            <PageLink page="/$lang/contact" lang={lang} className={link()}>
              <Trans id="account.register.contactLink">Kontakta oss</Trans>
            </PageLink>
          </DemoNotice>
          <RegisterForm />
          <p>
            <Trans id="account.register.loginPrompt">Har ni redan ett konto?</Trans>{' '}
            <PageLink page="/$lang/get-started/login" lang={lang} className={link()}>
              <Trans id="account.register.loginLink">Logga in</Trans>
            </PageLink>
          </p>
        </div>
      </section>
    </>
  )
}

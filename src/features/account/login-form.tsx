import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { useSiteForm } from '../../components/forms/form-hook'
import { loginSchema, type LoginValues } from './account-schemas'
import { PasswordField } from '../../components/forms/password-field'

const defaultValues: LoginValues = { email: '', password: '', remember: false }

/** Demo sign-in: validates, never sends, never logs; the typed values stay in the form. */
export function LoginForm() {
  const { t } = useLingui()
  const form = useSiteForm({ id: 'login', defaultValues, schema: loginSchema })
  return (
    <form.AppForm>
      <form.SiteForm
        labelledBy="login-form-title"
        header={
          <h2 id="login-form-title" className={css({ textStyle: 'h3' })}>
            <Trans id="account.login.form.title">Logga in med e-post</Trans>
          </h2>
        }
        confirmation={{
          title: <Trans id="account.login.done.title">Demo: ingen inloggning gjordes</Trans>,
          text: (
            <Trans id="account.login.done.text">
              Uppgifterna är korrekt ifyllda, men ingenting skickades. I den riktiga tjänsten loggar
              ni in i Cirkla-appen.
            </Trans>
          ),
        }}
      >
        <form.AppField name="email">
          {(f) => (
            <f.EmailField label={<Trans id="account.login.email.label">E-postadress</Trans>} />
          )}
        </form.AppField>
        <form.AppField name="password">
          {() => (
            <PasswordField
              autoComplete="current-password"
              label={<Trans id="account.login.password.label">Lösenord</Trans>}
            />
          )}
        </form.AppField>
        <form.AppField name="remember">
          {(f) => (
            <f.CheckboxField
              label={
                <Trans id="account.login.remember.label">Kom ihåg mig på den här enheten</Trans>
              }
            />
          )}
        </form.AppField>
        <details className={css({ display: 'grid', gap: '2' })}>
          <summary
            className={cx(
              field().label,
              css({
                color: 'fg.link',
                cursor: 'pointer',
                textDecoration: 'underline',
                w: 'fit-content',
              }),
            )}
          >
            <Trans id="account.login.forgot.summary">Glömt lösenordet?</Trans>
          </summary>
          <p className={css({ mt: '2', color: 'fg.muted' })}>
            <Trans id="account.login.forgot.text">
              Det här är en demo, så det finns inget lösenord att återställa.
            </Trans>
          </p>
        </details>
        <div>
          <form.SubmitButton>
            {t({ id: 'account.login.submit', message: 'Logga in' })}
          </form.SubmitButton>
        </div>
      </form.SiteForm>
    </form.AppForm>
  )
}

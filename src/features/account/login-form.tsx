import { useForm, useStore } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, field } from '../../../styled-system/recipes'
import { CheckboxField } from '../../components/forms/checkbox-field'
import { DemoConfirmation } from '../../components/forms/demo-confirmation'
import { ErrorSummary } from '../../components/forms/error-summary'
import { summaryItems } from '../../components/forms/field-error'
import { TextField } from '../../components/forms/text-field'
import { useErrorTitle } from '../../components/forms/use-error-title'
import { useSubmitFeedback } from '../../components/forms/use-submit-feedback'
import { publicPath } from '../../i18n/slugs'
import { useLang } from '../../i18n/use-lang'
import { loginSchema, type LoginValues } from './account-schemas'
import { PasswordField } from './password-field'

const fields = [
  { name: 'email', id: 'login-email' },
  { name: 'password', id: 'login-password' },
] as const

const defaultValues: LoginValues = { email: '', password: '', remember: false }

/** Demo sign-in: validates, never sends, never logs; the typed values stay in the form. */
export function LoginForm() {
  const { t } = useLingui()
  const lang = useLang()
  const { status, summaryRef, confirmationRef, invalid, sent } = useSubmitFeedback()
  const form = useForm({
    defaultValues,
    // One source of errors (the change validator), re-run when a field is left: a separate
    // blur validator would keep a stale error until the next blur.
    validators: { onChange: loginSchema },
    listeners: { onBlur: ({ formApi }) => void formApi.validate('change') },
    onSubmit: () => sent(),
    onSubmitInvalid: () => invalid(),
  })
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const errors = summaryItems(fieldMeta, fields)
  const showSummary = status === 'invalid' && errors.length > 0
  useErrorTitle(showSummary)

  return (
    <form
      method="post"
      action={publicPath('/$lang/get-started/login', lang)}
      noValidate
      aria-labelledby="login-form-title"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      <h2 id="login-form-title" className={css({ textStyle: 'h3' })}>
        <Trans id="account.login.form.title">Logga in med e-post</Trans>
      </h2>
      {showSummary && <ErrorSummary id="login-errors" ref={summaryRef} items={errors} />}
      {status === 'sent' && (
        <DemoConfirmation
          ref={confirmationRef}
          title={<Trans id="account.login.done.title">Demo: ingen inloggning gjordes</Trans>}
        >
          <Trans id="account.login.done.text">
            Uppgifterna är korrekt ifyllda, men ingenting skickades. I den riktiga tjänsten loggar
            du in i Cirkla-appen.
          </Trans>
        </DemoConfirmation>
      )}
      <form.Field name="email">
        {(f) => (
          <TextField
            field={f}
            id="login-email"
            type="email"
            autoComplete="email"
            label={<Trans id="account.login.email.label">E-postadress</Trans>}
            submitted={submitted}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(f) => (
          <PasswordField
            field={f}
            id="login-password"
            autoComplete="current-password"
            label={<Trans id="account.login.password.label">Lösenord</Trans>}
            submitted={submitted}
          />
        )}
      </form.Field>
      <form.Field name="remember">
        {(f) => (
          <CheckboxField
            field={f}
            id="login-remember"
            label={<Trans id="account.login.remember.label">Kom ihåg mig på den här enheten</Trans>}
            submitted={submitted}
          />
        )}
      </form.Field>
      <details className={css({ display: 'grid', gap: '2' })}>
        <summary
          className={`${field().label} ${css({ color: 'fg.link', cursor: 'pointer', textDecoration: 'underline', w: 'fit-content' })}`}
        >
          <Trans id="account.login.forgot.summary">Glömt lösenordet?</Trans>
        </summary>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          <Trans id="account.login.forgot.text">
            Det här är en demo, så det finns inget lösenord att återställa. I den riktiga tjänsten
            får du en länk via e-post för att välja ett nytt lösenord.
          </Trans>
        </p>
      </details>
      <div>
        <button type="submit" className={button({ size: 'lg' })}>
          {t({ id: 'account.login.submit', message: 'Logga in' })}
        </button>
      </div>
    </form>
  )
}

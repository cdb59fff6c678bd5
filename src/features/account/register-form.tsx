import { useForm, useStore } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, link } from '../../../styled-system/recipes'
import { CheckboxField } from '../../components/forms/checkbox-field'
import { DemoConfirmation } from '../../components/forms/demo-confirmation'
import { ErrorSummary } from '../../components/forms/error-summary'
import { summaryItems } from '../../components/forms/field-error'
import { SelectField } from '../../components/forms/select-field'
import { TextField } from '../../components/forms/text-field'
import { useErrorTitle } from '../../components/forms/use-error-title'
import { useSubmitFeedback } from '../../components/forms/use-submit-feedback'
import { PageLink } from '../../components/layout/page-link'
import { publicPath } from '../../i18n/slugs'
import { useLang } from '../../i18n/use-lang'
import { registerSchema, type RegisterValues } from './account-schemas'
import { PasswordField } from './password-field'

const fields = [
  { name: 'firstName', id: 'register-first-name' },
  { name: 'lastName', id: 'register-last-name' },
  { name: 'email', id: 'register-email' },
  { name: 'phone', id: 'register-phone' },
  { name: 'company', id: 'register-company' },
  { name: 'companySize', id: 'register-company-size' },
  { name: 'password', id: 'register-password' },
  { name: 'confirmPassword', id: 'register-confirm-password' },
  { name: 'terms', id: 'register-terms' },
] as const

const defaultValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  companySize: '',
  password: '',
  confirmPassword: '',
  terms: false,
}

const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Demo registration: validates, never sends, never logs; the typed values stay in the form. */
export function RegisterForm() {
  const { t } = useLingui()
  const lang = useLang()
  const { status, summaryRef, confirmationRef, invalid, sent } = useSubmitFeedback()
  const form = useForm({
    defaultValues,
    // One source of errors (the change validator), re-run when a field is left: a separate
    // blur validator would keep a stale error until the next blur.
    validators: { onChange: registerSchema },
    listeners: { onBlur: ({ formApi }) => void formApi.validate('change') },
    onSubmit: () => sent(),
    onSubmitInvalid: () => invalid(),
  })
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const errors = summaryItems(fieldMeta, fields)
  const showSummary = status === 'invalid' && errors.length > 0
  useErrorTitle(showSummary)

  const sizeOptions = [
    {
      value: '1-10',
      label: t({ id: 'account.register.companySize.1to10', message: '1–10 anställda' }),
    },
    {
      value: '11-50',
      label: t({ id: 'account.register.companySize.11to50', message: '11–50 anställda' }),
    },
    {
      value: '51-200',
      label: t({ id: 'account.register.companySize.51to200', message: '51–200 anställda' }),
    },
    {
      value: '201-1000',
      label: t({ id: 'account.register.companySize.201to1000', message: '201–1 000 anställda' }),
    },
    {
      value: '1000+',
      label: t({ id: 'account.register.companySize.over1000', message: 'Fler än 1 000 anställda' }),
    },
  ]

  return (
    <form
      method="post"
      action={publicPath('/$lang/get-started/register', lang)}
      noValidate
      aria-labelledby="register-form-title"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      <h2 id="register-form-title" className={css({ textStyle: 'h3' })}>
        <Trans id="account.register.form.title">Dina uppgifter</Trans>
      </h2>
      {showSummary && <ErrorSummary id="register-errors" ref={summaryRef} items={errors} />}
      {status === 'sent' && (
        <DemoConfirmation
          ref={confirmationRef}
          title={<Trans id="account.register.done.title">Demo: inget konto skapades</Trans>}
        >
          <Trans id="account.register.done.text">
            Allt är korrekt ifyllt, men ingenting skickades eller sparades. I den riktiga tjänsten
            får du ett e-postmeddelande för att bekräfta adressen. Kontakta oss för att aktivera ett
            riktigt konto.
          </Trans>
        </DemoConfirmation>
      )}
      <div className={pair}>
        <form.Field name="firstName">
          {(f) => (
            <TextField
              field={f}
              id="register-first-name"
              autoComplete="given-name"
              submitted={submitted}
              label={<Trans id="account.register.firstName.label">Förnamn</Trans>}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(f) => (
            <TextField
              field={f}
              id="register-last-name"
              autoComplete="family-name"
              submitted={submitted}
              label={<Trans id="account.register.lastName.label">Efternamn</Trans>}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="email">
        {(f) => (
          <TextField
            field={f}
            id="register-email"
            type="email"
            autoComplete="email"
            submitted={submitted}
            label={<Trans id="account.register.email.label">E-postadress i jobbet</Trans>}
          />
        )}
      </form.Field>
      <form.Field name="phone">
        {(f) => (
          <TextField
            field={f}
            id="register-phone"
            type="tel"
            autoComplete="tel"
            optional
            submitted={submitted}
            label={<Trans id="account.register.phone.label">Telefonnummer</Trans>}
            hint={
              <Trans id="account.register.phone.hint">
                Till exempel 070-123 45 67 eller +46 70 123 45 67.
              </Trans>
            }
          />
        )}
      </form.Field>
      <div className={pair}>
        <form.Field name="company">
          {(f) => (
            <TextField
              field={f}
              id="register-company"
              autoComplete="organization"
              submitted={submitted}
              label={<Trans id="account.register.company.label">Företag</Trans>}
            />
          )}
        </form.Field>
        <form.Field name="companySize">
          {(f) => (
            <SelectField
              field={f}
              id="register-company-size"
              optional
              submitted={submitted}
              options={sizeOptions}
              placeholder={t({
                id: 'account.register.companySize.placeholder',
                message: 'Välj antal anställda',
              })}
              label={<Trans id="account.register.companySize.label">Företagets storlek</Trans>}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="password">
        {(f) => (
          <PasswordField
            field={f}
            id="register-password"
            autoComplete="new-password"
            submitted={submitted}
            label={<Trans id="account.register.password.label">Lösenord</Trans>}
            hint={
              <Trans id="account.register.password.hint">
                Minst 12 tecken. Tips: en fras av flera ord är lätt att minnas och svår att gissa.
              </Trans>
            }
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(f) => (
          <PasswordField
            field={f}
            id="register-confirm-password"
            autoComplete="new-password"
            submitted={submitted}
            label={<Trans id="account.register.confirmPassword.label">Upprepa lösenordet</Trans>}
          />
        )}
      </form.Field>
      <form.Field name="terms">
        {(f) => (
          <CheckboxField
            field={f}
            id="register-terms"
            submitted={submitted}
            label={
              <Trans id="account.register.terms.label">
                Jag godkänner Cirklas användarvillkor och integritetspolicy
              </Trans>
            }
            after={
              <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>
                <Trans id="account.register.terms.read">
                  Läs{' '}
                  <PageLink page="/$lang/terms-of-service" lang={lang} className={link()}>
                    användarvillkoren
                  </PageLink>{' '}
                  och{' '}
                  <PageLink page="/$lang/privacy-policy" lang={lang} className={link()}>
                    integritetspolicyn
                  </PageLink>
                  .
                </Trans>
              </p>
            }
          />
        )}
      </form.Field>
      <div>
        <button type="submit" className={button({ size: 'lg' })}>
          {t({ id: 'account.register.submit', message: 'Skapa konto' })}
        </button>
      </div>
    </form>
  )
}

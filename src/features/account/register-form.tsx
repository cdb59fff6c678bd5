import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { FieldPair } from '../../components/forms/field-pair'
import { useSiteForm } from '../../components/forms/form-hook'
import { NameFields } from '../../components/forms/name-fields'
import { PageLink } from '../../components/layout/page-link'
import { useLang } from '../../i18n/use-lang'
import { registerSchema, type RegisterValues } from './register-schema'
import { PasswordField } from '../../components/forms/password-field'

// The order here is the form's order (the error summary follows it).
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

/** Demo registration: validates, never sends, never logs; the typed values stay in the form. */
export function RegisterForm() {
  const { t } = useLingui()
  const lang = useLang()
  const form = useSiteForm({ id: 'register', defaultValues, schema: registerSchema })

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
    <form.AppForm>
      <form.SiteForm
        labelledBy="register-form-title"
        header={
          <h2 id="register-form-title" className={css({ textStyle: 'h3' })}>
            <Trans id="account.register.form.title">Era uppgifter</Trans>
          </h2>
        }
        confirmation={{
          title: <Trans id="account.register.done.title">Demo: inget konto skapades</Trans>,
          text: (
            <Trans id="account.register.done.text">
              Allt är korrekt ifyllt, men ingenting skickades eller sparades. Kontakta oss för att
              aktivera ett riktigt konto.
            </Trans>
          ),
        }}
      >
        <NameFields form={form} fields={{ firstName: 'firstName', lastName: 'lastName' }} />
        <form.AppField name="email">
          {(f) => (
            <f.EmailField
              label={<Trans id="account.register.email.label">E-postadress på jobbet</Trans>}
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(f) => (
            <f.TextField
              type="tel"
              autoComplete="tel"
              optional
              label={<Trans id="account.register.phone.label">Telefonnummer</Trans>}
              hint={
                <Trans id="account.register.phone.hint">
                  Till exempel 070-123 45 67 eller +46 70 123 45 67.
                </Trans>
              }
            />
          )}
        </form.AppField>
        <FieldPair>
          <form.AppField name="company">
            {(f) => (
              <f.TextField
                autoComplete="organization"
                label={<Trans id="account.register.company.label">Företag</Trans>}
              />
            )}
          </form.AppField>
          <form.AppField name="companySize">
            {(f) => (
              <f.SelectField
                optional
                options={sizeOptions}
                placeholder={t({
                  id: 'account.register.companySize.placeholder',
                  message: 'Välj antal anställda',
                })}
                label={<Trans id="account.register.companySize.label">Företagets storlek</Trans>}
              />
            )}
          </form.AppField>
        </FieldPair>
        <form.AppField name="password">
          {() => (
            <PasswordField
              autoComplete="new-password"
              label={<Trans id="account.register.password.label">Lösenord</Trans>}
              hint={
                <Trans id="account.register.password.hint">
                  Minst 12 tecken. Tips: en fras av flera ord är lätt att minnas och svår att gissa.
                </Trans>
              }
            />
          )}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {() => (
            <PasswordField
              autoComplete="new-password"
              label={<Trans id="account.register.confirmPassword.label">Upprepa lösenordet</Trans>}
              showLabel={t({
                id: 'account.register.confirmPassword.show',
                message: 'Visa upprepat lösenord',
              })}
            />
          )}
        </form.AppField>
        <form.AppField name="terms">
          {(f) => (
            <f.CheckboxField
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
        </form.AppField>
        <div>
          <form.SubmitButton>
            {t({ id: 'account.register.submit', message: 'Skapa konto' })}
          </form.SubmitButton>
        </div>
      </form.SiteForm>
    </form.AppForm>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { FieldPair } from '../../components/forms/field-pair'
import { useSiteForm } from '../../components/forms/form-hook'
import { NameFields } from '../../components/forms/name-fields'
import { supportSchema, type SupportValues } from './support-schema'

// The order here is the form's order (the error summary follows it).
const defaultValues: SupportValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  category: '',
  message: '',
}

/** Demo support request: validates, never sends; the text stays in the form. */
export function SupportForm() {
  const { t } = useLingui()
  const form = useSiteForm({ id: 'support', defaultValues, schema: supportSchema })

  const categories = [
    {
      value: 'technical',
      label: t({ id: 'support.form.category.technical', message: 'Teknisk fråga' }),
    },
    { value: 'billing', label: t({ id: 'support.form.category.billing', message: 'Fakturering' }) },
    {
      value: 'setup',
      label: t({ id: 'support.form.category.setup', message: 'Uppstart och installation' }),
    },
    {
      value: 'integration',
      label: t({ id: 'support.form.category.integration', message: 'Integration och API' }),
    },
    { value: 'other', label: t({ id: 'support.form.category.other', message: 'Övrigt' }) },
  ]

  return (
    <form.AppForm>
      <form.SiteForm
        labelledBy="support-form-title"
        header={
          <>
            <h2 id="support-form-title" className={css({ textStyle: 'h2' })}>
              <Trans id="support.form.title">Skicka ett ärende</Trans>
            </h2>
            <p className={css({ color: 'fg.muted' })}>
              <Trans id="support.form.demoNotice">
                Formuläret är en demo: ingenting skickas. Behöver ni hjälp på riktigt, ring eller
                mejla oss.
              </Trans>
            </p>
          </>
        }
        confirmation={{
          title: <Trans id="support.form.done.title">Demo: inget ärende skickades</Trans>,
          text: (
            <Trans id="support.form.done.text">
              Allt är korrekt ifyllt. I den riktiga tjänsten hade ärendet gått till vårt
              supportteam, som svarar inom 2 timmar (vardagar 9–17).
            </Trans>
          ),
        }}
      >
        <NameFields form={form} fields={{ firstName: 'firstName', lastName: 'lastName' }} />
        <FieldPair>
          <form.AppField name="email">
            {(f) => (
              <f.EmailField label={<Trans id="support.form.email.label">E-postadress</Trans>} />
            )}
          </form.AppField>
          <form.AppField name="company">
            {(f) => (
              <f.TextField
                autoComplete="organization"
                optional
                label={<Trans id="support.form.company.label">Företag</Trans>}
              />
            )}
          </form.AppField>
        </FieldPair>
        <form.AppField name="category">
          {(f) => (
            <f.SelectField
              options={categories}
              placeholder={t({ id: 'support.form.category.placeholder', message: 'Välj kategori' })}
              label={<Trans id="support.form.category.label">Vad gäller ärendet?</Trans>}
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(f) => (
            <f.TextField
              multiline
              label={<Trans id="support.form.message.label">Meddelande</Trans>}
              hint={
                <Trans id="support.form.message.hint">
                  Minst 10 tecken. Beskriv vad ni ville göra och vad som hände.
                </Trans>
              }
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>
            {t({ id: 'support.form.submit', message: 'Skicka ärendet' })}
          </form.SubmitButton>
        </div>
      </form.SiteForm>
    </form.AppForm>
  )
}

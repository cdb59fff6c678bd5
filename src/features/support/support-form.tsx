import { useForm, useStore } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { DemoConfirmation } from '../../components/forms/demo-confirmation'
import { ErrorSummary } from '../../components/forms/error-summary'
import { summaryItems } from '../../components/forms/field-error'
import { SelectField } from '../../components/forms/select-field'
import { TextField } from '../../components/forms/text-field'
import { useErrorTitle } from '../../components/forms/use-error-title'
import { useSubmitFeedback } from '../../components/forms/use-submit-feedback'
import { publicPath } from '../../i18n/slugs'
import { useLang } from '../../i18n/use-lang'
import { supportSchema, type SupportValues } from './support-schema'

const fields = [
  { name: 'firstName', id: 'support-first-name' },
  { name: 'lastName', id: 'support-last-name' },
  { name: 'email', id: 'support-email' },
  { name: 'company', id: 'support-company' },
  { name: 'category', id: 'support-category' },
  { name: 'message', id: 'support-message' },
] as const

const defaultValues: SupportValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  category: '',
  message: '',
}

const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Demo support request: validates, never sends; the text stays in the form. */
export function SupportForm() {
  const { t } = useLingui()
  const lang = useLang()
  const { status, summaryRef, confirmationRef, invalid, sent } = useSubmitFeedback()
  const form = useForm({
    defaultValues,
    // One source of errors (the change validator), re-run when a field is left: a separate
    // blur validator would keep a stale error until the next blur.
    validators: { onChange: supportSchema },
    listeners: { onBlur: ({ formApi }) => void formApi.validate('change') },
    onSubmit: () => sent(),
    onSubmitInvalid: () => invalid(),
  })
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const errors = summaryItems(fieldMeta, fields)
  const showSummary = status === 'invalid' && errors.length > 0
  useErrorTitle(showSummary)

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
    <form
      method="post"
      action={publicPath('/$lang/get-started/support', lang)}
      noValidate
      aria-labelledby="support-form-title"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      <h2 id="support-form-title" className={css({ textStyle: 'h2' })}>
        <Trans id="support.form.title">Skicka ett ärende</Trans>
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        <Trans id="support.form.demoNotice">
          Formuläret är en demo: ingenting skickas. Behöver du hjälp på riktigt, ring eller mejla
          oss.
        </Trans>
      </p>
      {showSummary && <ErrorSummary id="support-errors" ref={summaryRef} items={errors} />}
      {status === 'sent' && (
        <DemoConfirmation
          ref={confirmationRef}
          title={<Trans id="support.form.done.title">Demo: inget ärende skickades</Trans>}
        >
          <Trans id="support.form.done.text">
            Allt är korrekt ifyllt. I den riktiga tjänsten hade ärendet gått till vårt supportteam,
            du hade fått en bekräftelse via e-post och ett svar inom 2 timmar (vardagar 9–17).
          </Trans>
        </DemoConfirmation>
      )}
      <div className={pair}>
        <form.Field name="firstName">
          {(f) => (
            <TextField
              field={f}
              id="support-first-name"
              autoComplete="given-name"
              submitted={submitted}
              label={<Trans id="support.form.firstName.label">Förnamn</Trans>}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(f) => (
            <TextField
              field={f}
              id="support-last-name"
              autoComplete="family-name"
              submitted={submitted}
              label={<Trans id="support.form.lastName.label">Efternamn</Trans>}
            />
          )}
        </form.Field>
      </div>
      <div className={pair}>
        <form.Field name="email">
          {(f) => (
            <TextField
              field={f}
              id="support-email"
              type="email"
              autoComplete="email"
              submitted={submitted}
              label={<Trans id="support.form.email.label">E-postadress</Trans>}
            />
          )}
        </form.Field>
        <form.Field name="company">
          {(f) => (
            <TextField
              field={f}
              id="support-company"
              autoComplete="organization"
              optional
              submitted={submitted}
              label={<Trans id="support.form.company.label">Företag</Trans>}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="category">
        {(f) => (
          <SelectField
            field={f}
            id="support-category"
            submitted={submitted}
            options={categories}
            placeholder={t({ id: 'support.form.category.placeholder', message: 'Välj kategori' })}
            label={<Trans id="support.form.category.label">Vad gäller ärendet?</Trans>}
          />
        )}
      </form.Field>
      <form.Field name="message">
        {(f) => (
          <TextField
            field={f}
            id="support-message"
            multiline
            submitted={submitted}
            label={<Trans id="support.form.message.label">Meddelande</Trans>}
            hint={
              <Trans id="support.form.message.hint">
                Minst 10 tecken. Beskriv vad du ville göra och vad som hände.
              </Trans>
            }
          />
        )}
      </form.Field>
      <div>
        <button type="submit" className={button({ size: 'lg' })}>
          {t({ id: 'support.form.submit', message: 'Skicka ärendet' })}
        </button>
      </div>
    </form>
  )
}

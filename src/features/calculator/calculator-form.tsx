import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { standardSchemaValidators, useForm } from '@tanstack/react-form'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { useHydrated } from '../../components/hydration/use-hydrated'
import type { Locale } from '../../i18n/locales'
import { isMaterial } from './rates'
import { defaultFormValues, fromSearch, type CalculatorFormValues } from './form-values'
import { formatInput, MAX_WEIGHT_KG, parseTransports, parseWeight } from './parse-input'
import { roundTo } from './calculate'
import type { CalculatorSearch } from './search'
import { useFieldMessages } from './field-messages'
import { MaterialChoice } from './material-choice'
import { NumberField } from './number-field'
import { BusinessShareSlider } from './business-share-slider'

// The zod schema is only needed on submit: fetched when the visitor first changes a field, at the
// latest by the first submit (the calculator's first-visit JS budget).
const loadSchema = () => import('./form-schema')

/**
 * The calculator form: TanStack Form holds the values, the zod schema checks them on submit
 * (blocking errors show per field and clear when the field is edited).
 *
 * A shared link's values (`search`) cannot be in the prerendered HTML: the static host serves one
 * file per page, whatever the query. So while the page hydrates the form is neutral (empty number
 * fields that take typing, no material ticked, the slider without a value) and claims nothing a
 * link may contradict; once hydrated, it shows exactly the link's values. Whatever the visitor
 * typed or ticked before that wins over the link. A client-side visit (no hydration) starts from
 * the link's values at once.
 */
export function CalculatorForm(props: {
  lang: Locale
  search: CalculatorSearch
  onCalculate: (values: CalculatorFormValues) => void
  onInvalid: (values: CalculatorFormValues) => void
}) {
  const { lang, onCalculate, onInvalid } = props
  const hydrated = useHydrated()
  // Whether this form was prerendered and is being hydrated, fixed at its first render.
  const [hydrating] = useState(!hydrated)
  const formRef = useRef<HTMLFormElement>(null)
  const transportsRef = useRef<HTMLInputElement>(null)
  const weightRef = useRef<HTMLInputElement>(null)
  const messageFor = useFieldMessages(lang)

  // Held in state: TanStack Form resets an untouched form to `defaultValues` whenever they differ
  // from the last ones it saw (form.reset included), so the adopted values must be passed back.
  const [defaultValues, setDefaultValues] = useState(() =>
    hydrating ? defaultFormValues : fromSearch(props.search, lang),
  )
  const form = useForm({
    defaultValues,
    validators: {
      // TanStack's own Standard Schema adapter, as for a schema passed directly: issues land on
      // their fields by path.
      onSubmitAsync: async ({ value }) => {
        const { calculatorFormSchema } = await loadSchema()
        return standardSchemaValidators.validateAsync(
          { value, validationSource: 'form' },
          calculatorFormSchema(lang),
        )
      },
    },
    // import() runs once; later calls return the same module.
    listeners: { onChange: () => void loadSchema() },
    onSubmit: ({ value }) => onCalculate(value),
    onSubmitInvalid: ({ value, formApi }) => {
      onInvalid(value)
      // Move the visitor to the first field that needs fixing; its message is described by it.
      const first = formApi.getFieldMeta('transports')?.errors.length ? transportsRef : weightRef
      first.current?.focus()
    },
  })

  // Once, on mount: adopt what the visitor typed or ticked before hydration (the DOM holds it, the
  // form state does not yet), fill the rest from the link, and calculate a complete link.
  const initialSearch = useRef(props.search)
  useEffect(() => {
    const search = initialSearch.current
    let typed = false
    if (hydrating) {
      const fromLink = fromSearch(search, lang)
      const transports = transportsRef.current?.value ?? ''
      const weight = weightRef.current?.value ?? ''
      const ticked = formRef.current?.querySelector<HTMLInputElement>(
        'input[name="material"]:checked',
      )?.value
      typed = transports !== '' || weight !== '' || ticked !== undefined
      const adopted = {
        transports: transports || fromLink.transports,
        weight: weight || fromLink.weight,
        material: isMaterial(ticked) ? ticked : fromLink.material,
        business: fromLink.business,
      }
      form.reset(adopted)
      setDefaultValues(adopted)
    }
    if (!typed && search.transports !== undefined && search.weight !== undefined)
      void form.handleSubmit()
  }, [form, lang, hydrating])

  // A text field keeps the number input's step: arrows change the weight by 0.1, with Shift by 1.
  const stepWeight = (
    event: KeyboardEvent<HTMLInputElement>,
    value: string,
    set: (v: string) => void,
  ) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    const parsed = parseWeight(value, lang)
    if (parsed.kind !== 'number' && parsed.kind !== 'empty') return
    event.preventDefault()
    const step = (event.shiftKey ? 1 : 0.1) * (event.key === 'ArrowUp' ? 1 : -1)
    set(formatInput(Math.min(MAX_WEIGHT_KG, Math.max(0, roundTo(parsed.value + step, 1))), lang))
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="calculator-form-heading"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'grid', gap: '6' })}
    >
      <h2 id="calculator-form-heading" className={css({ textStyle: 'h3', color: 'fg.default' })}>
        <Trans id="calculator.form.heading">Dina uppgifter</Trans>
      </h2>
      <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
        {(attempted) => (
          <>
            <form.Field name="transports">
              {(field) => (
                <NumberField
                  id="calculator-transports"
                  name="transports"
                  inputMode="numeric"
                  label={
                    <Trans id="calculator.form.transports.label">Antal lastbärare per år</Trans>
                  }
                  hint={
                    <Trans id="calculator.form.transports.hint">
                      Hur många pallar, burar eller backar du skickar ut per år, t.ex. 2 000.
                    </Trans>
                  }
                  inputRef={transportsRef}
                  value={field.state.value}
                  message={messageFor(
                    'transports',
                    field.state.meta.errors,
                    parseTransports(field.state.value, lang),
                    attempted,
                  )}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                />
              )}
            </form.Field>
            <form.Field name="material">
              {(field) => (
                <MaterialChoice
                  value={field.state.value}
                  pending={!hydrated}
                  onChange={field.handleChange}
                />
              )}
            </form.Field>
            <form.Field name="weight">
              {(field) => (
                <NumberField
                  id="calculator-weight"
                  name="weight"
                  inputMode="decimal"
                  label={<Trans id="calculator.form.weight.label">Vikt per lastbärare (kg)</Trans>}
                  hint={
                    <Trans id="calculator.form.weight.hint">
                      Genomsnittlig vikt i kilo, t.ex. 25 för en EUR-pall i trä. Decimaler går bra:
                      2,5.
                    </Trans>
                  }
                  inputRef={weightRef}
                  value={field.state.value}
                  message={messageFor(
                    'weight',
                    field.state.meta.errors,
                    parseWeight(field.state.value, lang),
                    attempted,
                  )}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  onKeyDown={(event) => stepWeight(event, field.state.value, field.handleChange)}
                />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <form.Field name="business">
        {(field) => (
          <BusinessShareSlider
            lang={lang}
            value={field.state.value}
            pending={!hydrated}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Subscribe
        selector={(state) =>
          state.values.transports.trim() === '' || state.values.weight.trim() === ''
        }
      >
        {(incomplete) => (
          <div className={css({ display: 'grid', gap: '2' })}>
            <button
              type="submit"
              disabled={incomplete}
              aria-describedby={incomplete ? 'calculator-submit-hint' : undefined}
              className={`${button({ size: 'lg' })} ${css({ w: { base: 'full', sm: 'auto' } })}`}
            >
              <Trans id="calculator.form.submit">Beräkna miljöavgift</Trans>
            </button>
            {incomplete && (
              <p
                id="calculator-submit-hint"
                className={css({ textStyle: 'small', color: 'fg.muted' })}
              >
                <Trans id="calculator.form.submitHint">
                  Fyll i antal lastbärare och vikt för att räkna.
                </Trans>
              </p>
            )}
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}

import { useEffect, useRef, type KeyboardEvent } from 'react'
import { standardSchemaValidators, useForm } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { useStarted } from '../../components/hydration/use-upgrade'
import { button } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { calculatorFormat } from './format'
import { defaultFormValues, type CalculatorFormValues, type FieldErrorCode } from './form-values'
import {
  formatInput,
  MAX_TRANSPORTS,
  MAX_WEIGHT_KG,
  parseTransports,
  parseWeight,
  type ParsedInput,
} from './parse-input'
import { roundTo } from './calculate'
import type { CalculatorSearch } from './search'
import { MaterialChoice } from './material-choice'
import { NumberField } from './number-field'
import { BusinessShareSlider } from './business-share-slider'

// The zod schema is only needed on submit: fetched when the visitor starts on the page (first
// focus or press), at the latest by the first submit.
const loadSchema = () => import('./form-schema')

/**
 * The calculator form: TanStack Form holds the values, the zod schema checks them on submit
 * (blocking errors show per field and clear when the field is edited). A shared URL's values
 * arrive in `initial` and are applied after hydration, so the prerendered markup (which has no
 * search params) and the first client render stay identical.
 */
export function CalculatorForm(props: {
  lang: Locale
  initial: CalculatorSearch
  onCalculate: (values: CalculatorFormValues) => void
  onInvalid: () => void
}) {
  const { lang, onCalculate, onInvalid } = props
  const { t } = useLingui()
  const fmt = calculatorFormat(lang)
  const transportsRef = useRef<HTMLInputElement>(null)
  const weightRef = useRef<HTMLInputElement>(null)

  const form = useForm({
    defaultValues: defaultFormValues,
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
    onSubmit: ({ value }) => onCalculate(value),
    onSubmitInvalid: ({ formApi }) => {
      onInvalid()
      // Move the visitor to the first field that needs fixing; its message is described by it.
      const first = formApi.getFieldMeta('transports')?.errors.length ? transportsRef : weightRef
      first.current?.focus()
    },
  })

  const started = useStarted()
  useEffect(() => {
    if (started) void loadSchema()
  }, [started])

  const initial = useRef(props.initial)
  useEffect(() => {
    const { transports, weight, material, business } = initial.current
    if (transports === undefined && weight === undefined && !material && business === undefined)
      return
    form.reset({
      transports: transports === undefined ? '' : formatInput(transports, lang),
      weight: weight === undefined ? '' : formatInput(weight, lang),
      material: material ?? defaultFormValues.material,
      business: business ?? defaultFormValues.business,
    })
    if (transports !== undefined && weight !== undefined) void form.handleSubmit()
  }, [form, lang])

  const maxTransports = fmt.number(MAX_TRANSPORTS)
  const maxWeight = fmt.number(MAX_WEIGHT_KG)
  const errorText: Record<'transports' | 'weight', Record<FieldErrorCode, string>> = {
    transports: {
      required: t({
        id: 'calculator.form.transports.required',
        message: 'Fyll i antal lastbärare per år.',
      }),
      negative: t({
        id: 'calculator.form.transports.negative',
        message: 'Antalet kan inte vara negativt.',
      }),
      tooLarge: t({
        id: 'calculator.form.transports.tooLarge',
        message: `Ange högst ${maxTransports} lastbärare per år.`,
      }),
      notInteger: t({
        id: 'calculator.form.transports.notInteger',
        message: 'Ange ett helt antal lastbärare.',
      }),
    },
    weight: {
      required: t({
        id: 'calculator.form.weight.required',
        message: 'Fyll i vikten per lastbärare.',
      }),
      negative: t({
        id: 'calculator.form.weight.negative',
        message: 'Vikten kan inte vara negativ.',
      }),
      tooLarge: t({
        id: 'calculator.form.weight.tooLarge',
        message: `Ange högst ${maxWeight} kg per lastbärare.`,
      }),
      notInteger: '',
    },
  }
  const notANumber = t({
    id: 'calculator.form.notANumber',
    message: 'Ange ett tal. Fältet räknas som 0.',
  })

  /** The field's blocking error, or after a first attempt the "counts as 0" notice. */
  const messageFor = (
    name: 'transports' | 'weight',
    errors: readonly unknown[],
    parsed: ParsedInput,
    attempted: boolean,
  ) => {
    const code = (errors[0] as { message?: string } | undefined)?.message as
      FieldErrorCode | undefined
    if (code) return errorText[name][code] || undefined
    return attempted && parsed.kind === 'notANumber' ? notANumber : undefined
  }

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
                <MaterialChoice value={field.state.value} onChange={field.handleChange} />
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

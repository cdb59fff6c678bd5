import { memo, useMemo, useState, type KeyboardEvent } from 'react'
import { useStore } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { useSiteForm } from '../../components/forms/form-hook'
import { useHydrated } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import type { CalculatorFormValues } from './form-values'
import { calculatorFormSchema, numberChecks } from './form-schema'
import {
  formatInput,
  MAX_TRANSPORTS,
  MAX_WEIGHT_KG,
  parseTransports,
  parseWeight,
  roundTo,
} from './parse-input'
import { calculatorFormat } from './format'
import type { LinkForm } from './link'
import { MaterialChoice } from './material-choice'
import { BusinessShareSlider } from './business-share-slider'

/**
 * The calculator form, built like every other form (useSiteForm): its checks run on submit and
 * after it, a failed submit shows the error summary, and the result beside the form stands in
 * for a confirmation.
 *
 * It starts from the URL's values (`search`). A shared link's values cannot be in the
 * prerendered HTML (the static host serves one file per page, whatever the query), so the
 * prerendered form is neutral: empty number fields that take typing, no material ticked, the
 * slider without a value. Hydration shows the link's values, and whatever the visitor typed or
 * ticked before that wins (the hydration rules, components/hydration). Every change of a value,
 * typed before hydration included, goes to `onInput` (the URL); CalculatorTool gives it a fresh
 * form (a new key) whenever the URL changes other than by the form's own writes.
 *
 * Memoised: what the tool around it shows per keystroke (the out-of-date mark) leaves the form
 * as it is; each field renders on its own change (TanStack Form's field subscriptions).
 */
export const CalculatorForm = memo(function CalculatorForm(props: {
  lang: Locale
  link: LinkForm
  onInput: (values: CalculatorFormValues) => void
  onCalculate: (values: CalculatorFormValues) => void
  onInvalid: (values: CalculatorFormValues) => void
}) {
  const { lang, onInput, onCalculate, onInvalid } = props
  const { t, i18n } = useLingui()
  // What only the link knows shows once hydrated (hydration rule "client values after
  // hydration"): the slider's value, and whether the fields are empty (which disables the button).
  const hydrated = useHydrated()
  // Once: TanStack Form resets an untouched form whenever its default values change.
  const [defaultValues] = useState(() => props.link.values)
  const form = useSiteForm({
    id: 'calculator',
    defaultValues,
    schema: calculatorFormSchema,
    onSubmit: onCalculate,
    onSubmitInvalid: onInvalid,
  })
  // TanStack Form's field listeners: a change, not an effect on every render, reaches the URL.
  const listeners = { onChange: () => onInput(form.state.values) }
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const messageValues = useMemo(() => {
    const fmt = calculatorFormat(lang)
    return { maxTransports: fmt.number(MAX_TRANSPORTS), maxWeight: fmt.number(MAX_WEIGHT_KG) }
  }, [lang])
  // What a link held that the form refuses or reads otherwise, said beside its control once
  // hydrated (the prerender cannot know the link) and until the visitor calculates, when the
  // form's own messages take over. A control the visitor has changed says nothing of the link.
  const linkSays = hydrated && !attempted
  const refused = linkSays ? props.link.refused : {}
  /**
   * A number field's note: the spec counts text that is not a number as 0, which the field says
   * after a first attempt, or at once for a link's text; a link's value the form's checks refuse
   * gets their message, as a submit would show it.
   */
  const note = (name: 'transports' | 'weight', value: string) => {
    const fromLink = linkSays && value !== '' && value === defaultValues[name]
    const kind = (name === 'transports' ? parseTransports : parseWeight)(value).kind
    if (kind === 'notANumber' && (attempted || fromLink))
      return t({ id: 'calculator.form.notANumber', message: 'Ange ett tal. Fältet räknas som 0.' })
    const refusal = fromLink ? numberChecks[name](value) : undefined
    return refusal && i18n._(refusal, messageValues)
  }

  // A text field keeps the number input's step: arrows change the weight by 0.1, with Shift by 1,
  // keeping the decimals typed ("1000,25" goes to "1000,35", not "1000,4").
  const stepWeight = (
    event: KeyboardEvent<HTMLInputElement>,
    value: string,
    set: (v: string) => void,
  ) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    const parsed = parseWeight(value)
    if (parsed.kind !== 'number' && parsed.kind !== 'empty') return
    event.preventDefault()
    const step = (event.shiftKey ? 1 : 0.1) * (event.key === 'ArrowUp' ? 1 : -1)
    const decimals = Math.max(1, formatInput(parsed.value, 'en').split('.')[1]?.length ?? 0)
    const next = Math.min(MAX_WEIGHT_KG, Math.max(0, roundTo(parsed.value + step, decimals)))
    set(formatInput(next, lang))
  }

  return (
    <form.AppForm>
      <form.SiteForm
        labelledBy="calculator-form-heading"
        messageValues={messageValues}
        className={css({ display: 'grid', gap: '6' })}
        header={
          <h2
            id="calculator-form-heading"
            className={css({ textStyle: 'h3', color: 'fg.default' })}
          >
            <Trans id="calculator.form.heading">Era uppgifter</Trans>
          </h2>
        }
      >
        <form.AppField name="transports" listeners={listeners}>
          {(f) => (
            <f.NumberField
              inputMode="numeric"
              label={<Trans id="calculator.form.transports.label">Antal lastbärare per år</Trans>}
              hint={
                <Trans id="calculator.form.transports.hint">
                  Hur många pallar, burar eller backar ni skickar ut per år, t.ex. 2 000.
                </Trans>
              }
              notice={note('transports', f.state.value)}
            />
          )}
        </form.AppField>
        <form.Field name="material" listeners={listeners}>
          {(field) => (
            <MaterialChoice
              value={field.state.value}
              onChange={field.handleChange}
              refused={field.state.value === defaultValues.material ? refused.material : undefined}
            />
          )}
        </form.Field>
        <form.AppField name="weight" listeners={listeners}>
          {(f) => (
            <f.NumberField
              inputMode="decimal"
              label={<Trans id="calculator.form.weight.label">Vikt per lastbärare (kg)</Trans>}
              hint={
                <Trans id="calculator.form.weight.hint">
                  Genomsnittlig vikt i kilo, t.ex. 25 för en EUR-pall i trä. Decimaler går bra: 2,5.
                </Trans>
              }
              notice={note('weight', f.state.value)}
              onKeyDown={(event) => stepWeight(event, f.state.value, f.handleChange)}
            />
          )}
        </form.AppField>
        <form.Field name="business" listeners={listeners}>
          {(field) => (
            <BusinessShareSlider
              lang={lang}
              value={field.state.value}
              pending={!hydrated}
              onChange={field.handleChange}
              refused={field.state.value === defaultValues.business ? refused.business : undefined}
            />
          )}
        </form.Field>
        <form.Subscribe
          selector={(state) =>
            state.values.transports.trim() === '' || state.values.weight.trim() === ''
          }
        >
          {(empty) => {
            // The prerendered page cannot know a link's numbers: the hint shows until hydrated.
            const incomplete = empty || !hydrated
            return (
              <div className={css({ display: 'grid', gap: '2' })}>
                {/* The spec: disabled while transports or weight is empty. Never before the page
                    is live: a press then is held (the early-submit hold) and calculated once it
                    is, on what the fields show by then; a disabled button would drop it. */}
                <button
                  type="submit"
                  disabled={empty && hydrated}
                  aria-describedby={incomplete ? 'calculator-submit-hint' : undefined}
                  className={cx(button({ size: 'lg' }), css({ w: { base: 'full', sm: 'auto' } }))}
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
            )
          }}
        </form.Subscribe>
      </form.SiteForm>
    </form.AppForm>
  )
})

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { field } from '../../../styled-system/recipes'
import { FormField, type ControlAria } from './form-field'
import { visibleError, type BoundField } from './field-error'
import { useHydrated } from './use-hydrated'

export interface SelectOption {
  value: string
  label: string
}

// Ark's select (with its positioning code) is about 25 KB gzip: fetched once the visitor starts
// using the form, so a first visit does not pay for it (the form pages' JS budget).
const ArkSelectControl = lazy(() =>
  import('./ark-select-control').then((m) => ({ default: m.ArkSelectControl })),
)

/**
 * A single choice. The prerendered page (and a visitor without JavaScript) gets a native
 * <select>, which keeps working, bound to the form, until the Ark select has loaded (after the
 * visitor starts on the form); then the Ark select replaces it. Only one of the two exists at a time, and Ark's hidden native select is
 * left out, so assistive technology never meets the control twice.
 */
/**
 * True once the visitor has focused or pressed anything on the page other than this select. If
 * the select itself comes first, it stays native: a control is never swapped out under focus.
 */
function useStartedElsewhere(enabled: boolean, selectId: string) {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (!enabled || started) return
    const events = ['focusin', 'pointerdown'] as const
    const stop = () => events.forEach((type) => document.removeEventListener(type, onEvent, true))
    function onEvent(event: Event) {
      stop()
      if ((event.target as Element | null)?.id !== selectId) setStarted(true)
    }
    events.forEach((type) => document.addEventListener(type, onEvent, true))
    return stop
  }, [enabled, started, selectId])
  return started
}

export function SelectField(props: {
  field: BoundField<string>
  id: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  placeholder: string
  options: SelectOption[]
  submitted: boolean
}) {
  const hydrated = useHydrated()
  const upgrade = useStartedElsewhere(hydrated, props.id)
  const f = props.field
  const native = (aria: ControlAria) => (
    <select
      {...aria}
      name={f.name}
      value={f.state.value}
      onChange={(e) => f.handleChange(e.target.value)}
      onBlur={f.handleBlur}
      className={field().control}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  return (
    <FormField
      id={props.id}
      label={props.label}
      hint={props.hint}
      optional={props.optional}
      error={visibleError(f, props.submitted)}
    >
      {(aria) =>
        upgrade ? (
          <Suspense fallback={native(aria)}>
            <ArkSelectControl
              field={f}
              aria={aria}
              placeholder={props.placeholder}
              options={props.options}
            />
          </Suspense>
        ) : (
          native(aria)
        )
      }
    </FormField>
  )
}

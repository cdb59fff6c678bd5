import { lazy, Suspense, type ReactNode } from 'react'
import { field } from '../../../styled-system/recipes'
import { FormField, type ControlAria } from './form-field'
import { visibleError, type BoundField } from './field-error'
import { useHydrated } from './use-hydrated'

export interface SelectOption {
  value: string
  label: string
}

// Ark's select (with its positioning code) is about 20 KB gzip: fetched only after hydration,
// so the form page's first load does not wait for it.
const ArkSelectControl = lazy(() =>
  import('./ark-select-control').then((m) => ({ default: m.ArkSelectControl })),
)

/**
 * A single choice. The prerendered page (and a visitor without JavaScript) gets a native
 * <select>, which keeps working, bound to the form, until the Ark select has loaded; then the
 * Ark select replaces it. Only one of the two exists at a time, and Ark's hidden native select is
 * left out, so assistive technology never meets the control twice.
 */
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
        hydrated ? (
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

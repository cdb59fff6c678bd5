import type { ReactNode } from 'react'
import { field } from '../../../styled-system/recipes'
import { FormField, type ControlAria } from './form-field'
import { visibleError, type BoundField } from './field-error'
import type { ArkSelectControl as ArkSelectControlType } from './ark-select-control'
import { useUpgrade } from '../hydration/use-upgrade'

export interface SelectOption {
  value: string
  label: string
}

// Ark's select (with its positioning code) is about 25 KB gzip: fetched once the visitor starts
// using the form, so a first visit does not pay for it (the form pages' JS budget).
let ArkSelectControl: typeof ArkSelectControlType | undefined
const loadArkSelect = () =>
  import('./ark-select-control').then((m) => {
    ArkSelectControl = m.ArkSelectControl
  })

/**
 * A single choice. The prerendered page (and a visitor without JavaScript) gets a native
 * <select>, which keeps working, bound to the form, until the Ark select has loaded (after the
 * visitor starts on the form; see useUpgrade); then the Ark select replaces it. Only one of the
 * two exists at a time, and Ark's hidden native select is left out, so assistive technology never
 * meets the control twice.
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
  const upgraded = useUpgrade(props.id, loadArkSelect)
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
        upgraded && ArkSelectControl ? (
          <ArkSelectControl
            field={f}
            aria={aria}
            placeholder={props.placeholder}
            options={props.options}
          />
        ) : (
          native(aria)
        )
      }
    </FormField>
  )
}

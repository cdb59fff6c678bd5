import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react'
import { field } from '../../../styled-system/recipes'
import { FormField } from './form-field'
import { visibleError, type BoundField } from './field-error'

/** A text, e-mail or phone input (or a textarea) bound to a TanStack Form field. */
export function TextField(props: {
  field: BoundField<string>
  id: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  submitted: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: HTMLInputAutoCompleteAttribute
  multiline?: boolean
}) {
  const f = props.field
  const common = {
    name: f.name,
    value: f.state.value,
    onBlur: f.handleBlur,
    className: field().control,
  }
  return (
    <FormField
      id={props.id}
      label={props.label}
      hint={props.hint}
      optional={props.optional}
      error={visibleError(f, props.submitted)}
    >
      {(aria) =>
        props.multiline ? (
          <textarea
            {...aria}
            {...common}
            rows={6}
            onChange={(e) => f.handleChange(e.target.value)}
          />
        ) : (
          <input
            {...aria}
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            spellCheck={props.type === 'email' ? false : undefined}
            onChange={(e) => f.handleChange(e.target.value)}
          />
        )
      }
    </FormField>
  )
}

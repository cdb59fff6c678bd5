import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { field } from '../../../styled-system/recipes'
import { InlineError } from './form-field'
import { visibleError, type BoundField } from './field-error'

/**
 * A native checkbox: it works before hydration and without JavaScript, and the label may hold
 * links (terms, privacy) because they sit outside the clickable <label>'s text flow only by design
 * of the caller, who passes them in `after`.
 */
export function CheckboxField(props: {
  field: BoundField<boolean>
  id: string
  label: ReactNode
  after?: ReactNode
  submitted: boolean
}) {
  const { i18n } = useLingui()
  const f = props.field
  const cls = field()
  const error = visibleError(f, props.submitted)
  const errorId = error ? `${props.id}-error` : undefined
  return (
    <div className={cls.root}>
      <div className={cls.checkRow}>
        <input
          id={props.id}
          type="checkbox"
          name={f.name}
          checked={f.state.value}
          onChange={(e) => f.handleChange(e.target.checked)}
          onBlur={f.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cls.checkbox}
        />
        <div>
          <label htmlFor={props.id} className={cls.label}>
            {props.label}
          </label>
          {props.after}
        </div>
      </div>
      {error && <InlineError id={errorId} message={i18n._(error)} />}
    </div>
  )
}

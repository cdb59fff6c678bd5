import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { InlineError, useSiteField } from './field-frame'

/**
 * A native checkbox (works before hydration). Links that belong with the label (terms, privacy)
 * come in `after`, outside the clickable <label>, so following one never ticks the box.
 */
export function CheckboxField(props: { label: ReactNode; after?: ReactNode }) {
  const { i18n } = useLingui()
  const { id, message, ref, classes } = useSiteField<HTMLInputElement>()
  const errorId = message ? `${id}-error` : undefined
  return (
    <div className={classes.root}>
      <div className={classes.checkRow}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={errorId}
          className={classes.checkbox}
        />
        <div>
          <label htmlFor={id} className={classes.label}>
            {props.label}
          </label>
          {props.after}
        </div>
      </div>
      {message && <InlineError id={errorId} message={i18n._(message)} className={classes.error} />}
    </div>
  )
}

import type { KeyboardEvent } from 'react'
import { FieldFrame, useSiteField, type FieldProps } from './field-frame'

/**
 * A number as the visitor types it: type="text" (not "number") so a Swedish decimal comma is
 * kept as typed and the value is parsed by the form's schema; inputMode brings up the numeric
 * keyboard on phones. Same frame, recipe and messages as every other field.
 */
export function NumberField(
  props: FieldProps & {
    inputMode: 'numeric' | 'decimal'
    onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  },
) {
  const { id, message, ref, classes } = useSiteField<HTMLInputElement>()
  return (
    <FieldFrame {...props} id={id} message={message} classes={classes}>
      {(aria) => (
        <input
          {...aria}
          ref={ref}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
          spellCheck={false}
          onKeyDown={props.onKeyDown}
          className={classes.control}
        />
      )}
    </FieldFrame>
  )
}

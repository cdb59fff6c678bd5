import type { HTMLInputAutoCompleteAttribute } from 'react'
import { FieldFrame, useSiteField, type FieldProps } from './field-frame'

/** A one-line text input (or, with `multiline`, a textarea). */
export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'tel'
    autoComplete?: HTMLInputAutoCompleteAttribute
    placeholder?: string
    multiline?: boolean
  },
) {
  const { id, message, ref, classes } = useSiteField<HTMLInputElement & HTMLTextAreaElement>()
  // No `name`: the values live in the form and are never posted (a demo sends nothing).
  const common = {
    ref,
    className: classes.control,
  }
  return (
    <FieldFrame {...props} id={id} message={message} classes={classes}>
      {(aria) =>
        props.multiline ? (
          <textarea {...aria} {...common} rows={6} />
        ) : (
          <input
            {...aria}
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            placeholder={props.placeholder}
            spellCheck={props.type === 'email' ? false : undefined}
          />
        )
      }
    </FieldFrame>
  )
}

/** An e-mail address: the e-mail keyboard, no spell-checking, the browser's saved address. */
export function EmailField(props: FieldProps & { placeholder?: string }) {
  return <TextField {...props} type="email" autoComplete="email" />
}

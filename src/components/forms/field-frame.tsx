import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { field as fieldRecipe } from '../../../styled-system/recipes'
import { useBoundControl } from '../hydration/use-bound-control'
import { LineIcon } from '../ui/icons'
import { fieldId, firstMessage, useFieldContext, useFormDisplay } from './form-context'
import { formMessages } from './form-messages'

export interface ControlAria {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/** The props every field component takes besides its own. */
export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  /**
   * A translated note in the message's place when there is no error: the value is accepted but
   * read differently than typed (the calculator counts text that is not a number as 0).
   */
  notice?: string
}

/**
 * What a field component needs from its context (TanStack Form's field): its id (form id + field
 * name), the message to show, the recipe's classes and the bound control ref, through which the
 * field follows the control (useBoundControl).
 */
export function useSiteField<
  T extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
>() {
  const field = useFieldContext<string | boolean>()
  const display = useFormDisplay()
  const value = field.state.value
  const id = fieldId(display.formId, field.name)
  const message = firstMessage(field.state.meta.errors)
  const ref = useBoundControl<T>(value, field.handleChange)
  return { id, message, ref, classes: fieldRecipe({ tone: display.tone }) }
}

/**
 * Label, optional hint, the control and its message, tied together by id: the control is
 * described by the hint and the message, and marked invalid while the message shows.
 */
export function FieldFrame(
  props: FieldProps & {
    id: string
    message: string | undefined
    classes: ReturnType<typeof fieldRecipe>
    children: (aria: ControlAria) => ReactNode
  },
) {
  const { i18n } = useLingui()
  const { messageValues } = useFormDisplay()
  const cls = props.classes
  const shown = props.message ? i18n._(props.message, messageValues) : props.notice
  const hintId = props.hint ? `${props.id}-hint` : undefined
  const errorId = shown ? `${props.id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cls.root}>
      <label htmlFor={props.id} id={`${props.id}-label`} className={cls.label}>
        {props.label}
        {props.optional && <span className={cls.optional}> {i18n._(formMessages.optional)}</span>}
      </label>
      {props.hint && (
        <p id={hintId} className={cls.hint}>
          {props.hint}
        </p>
      )}
      {props.children({
        id: props.id,
        'aria-describedby': describedBy,
        // A notice asks for a fix too ("Enter a number"), though the value does not block.
        'aria-invalid': shown ? true : undefined,
      })}
      {shown && <InlineError id={errorId} message={shown} className={cls.error} />}
    </div>
  )
}

export function InlineError(props: { id?: string; message: string; className: string }) {
  return (
    <p id={props.id} className={props.className}>
      <ErrorIcon />
      <span>{props.message}</span>
    </p>
  )
}

/**
 * The mark of a form's error message: a ring and a "!" in the text colour. One colour, drawn as
 * strokes, so forced colours (which make it a system colour, CanvasText in a field's message) keep
 * the mark against whatever is behind it. The filled disc it replaces had a white "!" cut into it,
 * which vanished in a dark high-contrast theme, where the disc turned white too.
 */
const ErrorIcon = () => (
  <LineIcon size={18}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7.5v5M12 16.5h.01" />
  </LineIcon>
)

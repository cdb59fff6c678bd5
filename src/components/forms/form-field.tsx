import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { field } from '../../../styled-system/recipes'
import { formMessages } from './form-messages'

export interface ControlAria {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/**
 * Label, optional hint, the control and its inline error, tied together by id: the control is
 * described by the hint and the error, and marked invalid while the error shows.
 * `error` is a catalogue id (or already translated text).
 */
export function FormField(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
  children: (aria: ControlAria) => ReactNode
}) {
  const { i18n } = useLingui()
  const cls = field()
  const hintId = props.hint ? `${props.id}-hint` : undefined
  const errorId = props.error ? `${props.id}-error` : undefined
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
        'aria-invalid': props.error ? true : undefined,
      })}
      {props.error && <InlineError id={errorId} message={i18n._(props.error)} />}
    </div>
  )
}

export function InlineError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={field().error}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  )
}

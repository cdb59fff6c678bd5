import type { KeyboardEvent, ReactNode, Ref } from 'react'
import { css, cx } from '../../../styled-system/css'

/**
 * A labelled text field for a number. type="text" (not "number") so a Swedish decimal comma is
 * kept as typed; inputMode brings up the numeric keyboard on phones. The hint and the message are
 * tied to the input with aria-describedby; the message is the field's error or notice.
 */
export function NumberField({
  inputRef,
  ...props
}: {
  id: string
  name: string
  label: ReactNode
  hint: ReactNode
  value: string
  inputMode: 'numeric' | 'decimal'
  message?: string
  inputRef?: Ref<HTMLInputElement>
  onChange: (value: string) => void
  onBlur: () => void
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
}) {
  const hintId = `${props.id}-hint`
  const messageId = `${props.id}-message`
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <label htmlFor={props.id} className={css({ fontWeight: '600', color: 'fg.default' })}>
        {props.label}
      </label>
      <p id={hintId} className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {props.hint}
      </p>
      <input
        ref={inputRef}
        id={props.id}
        name={props.name}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? `${hintId} ${messageId}` : hintId}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={props.onKeyDown}
        className={cx(input, props.message ? invalid : undefined)}
      />
      {props.message && (
        <p
          id={messageId}
          className={css({ textStyle: 'small', color: 'fg.danger', fontWeight: '600' })}
        >
          {props.message}
        </p>
      )}
    </div>
  )
}

const input = css({
  w: 'full',
  minH: '11',
  px: '3',
  py: '2',
  fontSize: 'md',
  color: 'fg.default',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
})

const invalid = css({ borderColor: 'border.danger', borderWidth: '2px' })

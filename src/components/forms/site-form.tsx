import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { useHeldSubmit } from '../hydration/use-held-submit'
import { DemoConfirmation } from './demo-confirmation'
import { ErrorSummary } from './error-summary'
import {
  fieldId,
  firstMessage,
  FormDisplayContext,
  useFormContext,
  type FormDisplay,
} from './form-context'
import { useErrorTitle } from './use-error-title'

/**
 * The <form> of every form on the site. It owns what a submit leads to, from TanStack Form's own
 * state: the GOV.UK error summary (focused, one link per error in form order, "Fel:" in the
 * page title) or the confirmation (focused). Each field shows its own error (field-frame.tsx).
 *
 * Without JavaScript nothing is sent: the controls have no `name` and the form has no method, so
 * the browser's own submit can only reload the page, and the <noscript> note says why.
 */
export function SiteForm(props: {
  /** id of the heading that names the form */
  labelledBy: string
  /** the heading (with the element `labelledBy` names) and any words before the summary */
  header: ReactNode
  children: ReactNode
  /** shown after a valid submit; omit when the page shows the result itself (calculator) */
  confirmation?: { title: ReactNode; text: ReactNode }
  /** heading level of the error summary (3 in the footer, below its h2) */
  summaryHeadingLevel?: 2 | 3
  tone?: FormDisplay['tone']
  messageValues?: FormDisplay['messageValues']
  className?: string
}) {
  const form = useFormContext()
  const formId = form.formId
  const attempts = useStore(form.store, (s) => s.submissionAttempts)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const ok = useStore(form.store, (s) => s.isSubmitSuccessful)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const summaryRef = useRef<HTMLDivElement>(null)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const held = useHeldSubmit()

  // Form order is the order of the default values (no second list of fields per form).
  const items = Object.keys(form.options.defaultValues ?? {}).flatMap((name) => {
    const errors = (fieldMeta as Record<string, { errors?: unknown[] } | undefined>)[name]?.errors
    const message = firstMessage(errors)
    return message ? [{ id: fieldId(formId, name), message }] : []
  })
  const done = attempts > 0 && !submitting
  const showSummary = done && !ok && items.length > 0
  useErrorTitle(showSummary)

  // After every attempt (so a second failed submit is announced too), once it has rendered.
  useEffect(() => {
    if (done) (ok ? confirmationRef : summaryRef).current?.focus()
  }, [done, attempts, ok])

  const display = useMemo(
    () => ({ formId, tone: props.tone ?? 'default', messageValues: props.messageValues }),
    [formId, props.tone, props.messageValues],
  )

  return (
    <form
      {...held}
      id={`${formId}-form`}
      noValidate
      aria-labelledby={props.labelledBy}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={props.className ?? css({ display: 'grid', gap: '5' })}
    >
      {props.header}
      <noscript>
        <p className={css({ fontWeight: '600' })}>
          <Trans id="common.form.needsJavaScript">
            Formuläret behöver JavaScript. Inget som skrivs här skickas någonstans.
          </Trans>
        </p>
      </noscript>
      {showSummary && (
        <ErrorSummary
          id={`${formId}-errors`}
          headingLevel={props.summaryHeadingLevel}
          ref={summaryRef}
          items={items}
          values={props.messageValues}
        />
      )}
      {done && ok && props.confirmation && (
        <DemoConfirmation ref={confirmationRef} title={props.confirmation.title}>
          {props.confirmation.text}
        </DemoConfirmation>
      )}
      <FormDisplayContext value={display}>{props.children}</FormDisplayContext>
    </form>
  )
}

/** The form's submit button. */
export function SubmitButton(props: {
  children: ReactNode
  visual?: 'solid' | 'inverted'
  size?: 'md' | 'lg'
}) {
  return (
    <button type="submit" className={button({ visual: props.visual, size: props.size ?? 'lg' })}>
      {props.children}
    </button>
  )
}

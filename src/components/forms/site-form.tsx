import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { DemoConfirmation } from './demo-confirmation'
import { ErrorSummary } from './error-summary'
import { firstMessage, shownMessage } from './field-error'
import {
  fieldId,
  FormDisplayContext,
  useFormContext,
  type FormDisplay,
  type SubmitSnapshot,
} from './form-context'
import { useHydrated } from '../hydration/use-hydrated'
import { pendingSubmitAttribute, readyAttribute } from './hold-early-submit'
import { useErrorTitle } from './use-error-title'

const noAttempt: SubmitSnapshot = { attempt: 0, values: {}, errors: {} }

/**
 * The <form> of every form on the site. It owns what a submit leads to: the GOV.UK error
 * summary (focused, one link per error in form order, "Fel:" in the page title) or the
 * confirmation (focused), and what each field shows (`SubmitSnapshot`, see shownMessage).
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
  const [snapshot, setSnapshot] = useState(noAttempt)
  const [ok, setOk] = useState(false)
  const values = useStore(form.store, (s) => s.values as Record<string, unknown>)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const summaryRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const confirmationRef = useRef<HTMLDivElement>(null)

  // Form order is the order of the default values (no second list of fields per form).
  const names = Object.keys(form.options.defaultValues ?? {})
  const items = names.flatMap((name) => {
    const errors = (fieldMeta as Record<string, { errors?: unknown[] } | undefined>)[name]?.errors
    const message = shownMessage(snapshot, name, values[name], errors)
    return message ? [{ id: fieldId(formId, name), message }] : []
  })
  const showSummary = snapshot.attempt > 0 && !ok && items.length > 0
  useErrorTitle(showSummary)

  // After every attempt (so a second failed submit is announced too), once it has rendered.
  useEffect(() => {
    if (snapshot.attempt === 0) return
    ;(ok ? confirmationRef : summaryRef).current?.focus()
  }, [snapshot, ok])

  // A submit held back before hydration (hold-early-submit.ts) happens now.
  useEffect(() => {
    const el = formRef.current
    if (!hydrated || !el?.hasAttribute(pendingSubmitAttribute)) return
    el.removeAttribute(pendingSubmitAttribute)
    el.requestSubmit()
  }, [hydrated])

  const display = useMemo(
    () => ({ formId, tone: props.tone ?? 'default', snapshot, messageValues: props.messageValues }),
    [formId, props.tone, snapshot, props.messageValues],
  )

  return (
    <form
      ref={formRef}
      id={`${formId}-form`}
      data-site-form=""
      {...{ [readyAttribute]: hydrated ? '' : undefined }}
      noValidate
      aria-labelledby={props.labelledBy}
      onSubmit={(event) => {
        event.preventDefault()
        // Check the values as they are now before submitting. TanStack's handleSubmit first reads
        // the errors the fields hold and turns the submit away if there are any. A submit right
        // after the last keystroke, while that change's check is still running (a quick visitor
        // on a slow phone: the browser runs the tap before the check's timer), was judged on the
        // previous value's error. Once the check cleared it, the visitor saw neither the summary
        // nor the confirmation (e2e: forms-robustness). The form's own change check runs after
        // any running one, so the errors are current when handleSubmit reads them.
        void Promise.resolve(form.validate('change'))
          .then(() => form.handleSubmit())
          .then(() => {
            const { values: now, fieldMeta: meta } = form.state
            setOk(form.state.isSubmitSuccessful)
            setSnapshot((prev) => ({
              attempt: prev.attempt + 1,
              values: { ...(now as Record<string, unknown>) },
              errors: Object.fromEntries(
                names.map((name) => [
                  name,
                  firstMessage(
                    (meta as Record<string, { errors?: unknown[] } | undefined>)[name]?.errors,
                  ),
                ]),
              ),
            }))
          })
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
      {snapshot.attempt > 0 && ok && props.confirmation && (
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

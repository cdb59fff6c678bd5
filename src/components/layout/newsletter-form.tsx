import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, field } from '../../../styled-system/recipes'
import { DemoConfirmation } from '../forms/demo-confirmation'
import { ErrorSummary } from '../forms/error-summary'
import { InlineError } from '../forms/form-field'
import { useErrorTitle } from '../forms/use-error-title'
import { useSubmitFeedback } from '../forms/use-submit-feedback'
import { newsletterError } from './newsletter-schema'

const inputId = 'newsletter-email'

/**
 * Footer newsletter sign-up: validated like every other form (inline error after leaving the
 * field, summary and "Fel:" title after a submit), but with plain React state and no schema
 * library, because it ships with every page. Nothing is sent.
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState('')
  const [blurred, setBlurred] = useState(false)
  const { status, summaryRef, confirmationRef, invalid, sent } = useSubmitFeedback()
  const error = newsletterError(email)
  const submitted = status !== 'idle'
  const shownError = blurred || submitted ? error : undefined
  const showSummary = status === 'invalid' && !!error
  useErrorTitle(showSummary)
  const errorId = shownError ? `${inputId}-error` : undefined

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (error) invalid()
        else sent()
      }}
      aria-labelledby="footer-newsletter"
      className={css({ display: 'grid', gap: '3', alignContent: 'start' })}
    >
      <h2
        id="footer-newsletter"
        className={css({
          fontSize: 'sm',
          fontWeight: '700',
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          color: 'brand.200',
        })}
      >
        <Trans id="common.newsletter.title">Nyhetsbrev</Trans>
      </h2>
      <p className={css({ textStyle: 'small', color: 'brand.100' })}>
        <Trans id="common.newsletter.text">
          Nyheter om producentansvar och återanvändning, högst en gång i månaden.
        </Trans>
      </p>
      {showSummary && (
        <ErrorSummary
          id="newsletter-errors"
          headingLevel={3}
          ref={summaryRef}
          items={[{ id: inputId, message: error }]}
        />
      )}
      {status === 'sent' && (
        <DemoConfirmation
          ref={confirmationRef}
          title={
            <Trans id="common.newsletter.done.title">Demo: ingen prenumeration skapades</Trans>
          }
        >
          <Trans id="common.newsletter.done.text">
            Ingenting skickades. I den riktiga tjänsten hade du fått ett mejl med en länk för att
            bekräfta prenumerationen.
          </Trans>
        </DemoConfirmation>
      )}
      <label htmlFor={inputId} className={css({ textStyle: 'small', fontWeight: '600' })}>
        <Trans id="common.newsletter.emailLabel">E-postadress</Trans>
      </label>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setBlurred(true)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={errorId}
          placeholder={t({ id: 'common.newsletter.placeholder', message: 'namn@foretag.se' })}
          className={`${field().control} ${css({ w: 'full', borderColor: 'transparent' })}`}
        />
        <button type="submit" className={button({ visual: 'inverted', size: 'md' })}>
          <Trans id="common.newsletter.submit">Prenumerera</Trans>
        </button>
      </div>
      {shownError && (
        <div className={css({ bg: 'bg.canvas', borderRadius: 'md', px: '3', py: '2' })}>
          <InlineError id={errorId} message={i18n._(shownError)} />
        </div>
      )}
    </form>
  )
}

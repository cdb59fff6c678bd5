import { useEffect } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'

/**
 * Friendly, translated page instead of a blank screen when rendering throws. As the router's
 * default error component it replaces only the failing page, so header and footer stay.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section
      className={`${pageContainer({ width: 'prose' })} ${css({ py: '20', display: 'grid', gap: '5', textAlign: 'center', justifyItems: 'center' })}`}
    >
      <h1 className={css({ textStyle: 'h2' })} data-testid="error-page">
        <Trans id="common.error.title">Något gick fel</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans id="common.error.text">
          Sidan kunde inte visas. Försök igen – hjälper det inte kan du gå till startsidan.
        </Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
        <button type="button" className={button()} onClick={reset}>
          <Trans id="common.error.retry">Försök igen</Trans>
        </button>
        <a href="/" className={button({ visual: 'outline' })}>
          <Trans id="common.error.home">Till startsidan</Trans>
        </a>
      </div>
    </section>
  )
}

/** When the layout itself failed: the same page, as the document's main landmark. */
export function StandaloneErrorPage(props: ErrorComponentProps) {
  return (
    <main id="main-content">
      <ErrorPage {...props} />
    </main>
  )
}

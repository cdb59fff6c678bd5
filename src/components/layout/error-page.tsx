import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { isLocale } from '../../i18n/locales'
import { isCatalogLoaded } from '../../i18n/catalogs'
import { SiteLayout } from './site-layout'
import { HydrationMarker } from '../hydration/hydration-marker'
import { retry, useErrorShown } from './stale-deploy'

/**
 * Friendly, translated page instead of a blank screen when rendering throws. As the router's
 * default error component it replaces only the failing page, so header and footer stay.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // A chunk gone after a deploy (stale-deploy.ts): nothing at all while the host is asked and the
  // page is loaded again.
  const shown = useErrorShown()
  useEffect(() => {
    if (shown) console.error(error)
  }, [error, shown])
  if (!shown) return null
  return (
    <section
      className={cx(
        pageContainer({ width: 'prose' }),
        css({ py: '20', display: 'grid', gap: '5', textAlign: 'center', justifyItems: 'center' }),
      )}
    >
      <h1 className={css({ textStyle: 'h2' })} data-testid="error-page">
        <Trans id="common.error.title">Något gick fel</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans id="common.error.text">
          Sidan kunde inte visas. Försök igen, eller gå till startsidan.
        </Trans>
      </p>
      <div
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
      >
        <button type="button" className={button()} onClick={() => retry(router, reset)}>
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
      <HydrationMarker />
    </main>
  )
}

/**
 * The /sv and /en layout's own loading failed (a page catalogue missing): when the language's
 * `common` is in, the error page still gets the header, footer and title in the page's language.
 */
export function LayoutErrorPage({ lang, ...props }: ErrorComponentProps & { lang: string }) {
  const { i18n } = useLingui()
  if (!isLocale(lang) || i18n.locale !== lang || !isCatalogLoaded(lang, 'common')) {
    return <StandaloneErrorPage {...props} />
  }
  return (
    <SiteLayout lang={lang}>
      <ErrorPage {...props} />
    </SiteLayout>
  )
}

import type { ReactNode } from 'react'
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Scripts,
} from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { RouterContext } from '../router'
import { i18n, loadCatalogs } from '../i18n/catalogs'
import { fallbackHead } from '../i18n/head'
import { isLocale, type Locale } from '../i18n/locales'
import { StandaloneErrorPage } from '../components/layout/error-page'
import { PAGE_TITLE_ID } from '../components/layout/landmarks'
import { css } from '../../styled-system/css'
import { OfflineNotice } from '../components/layout/offline-notice'

/**
 * The whole document, so React renders every head tag into <head> (prerender and client alike)
 * and the page, its error and not-found views inside <body>. The router's manifest (set by the
 * prerender only) adds the stylesheet and module preloads through <HeadContent /> and the entry
 * script through <Scripts />; in the browser both render nothing and React keeps the static tags.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* brand.700 (src/theme/tokens.ts), as public/manifest.webmanifest says (prerendered-html.spec.ts) */}
        <meta name="theme-color" content="#1a6258" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* In <head> and first: module scripts are deferred anyway, and the browser requests the
            entry and the framework before the page's preloads. All of them at low priority
            (scripts/lib/page-preloads.ts): the stylesheet and the first paint go first. */}
        <Scripts />
        <HeadContent />
      </head>
      <body>
        {children}
        {/* A new page's title, said after a client-side navigation (layout/page-change.ts) */}
        <div
          id={PAGE_TITLE_ID}
          aria-live="polite"
          aria-atomic="true"
          className={css({ srOnly: true })}
        />
        <OfflineNotice />
      </body>
    </html>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ matches, abortController }) => {
    // /sv and /en load their own catalogues; anything else only needs `common` for the 404 page:
    // /xx/page, and paths no route matches at all (/sv/%ZZ cannot be decoded, so not even /$lang).
    if (
      !matches.some((m) => m.routeId === '/$lang' && isLocale((m.params as { lang?: string }).lang))
    ) {
      await loadCatalogs(i18n.locale as Locale, ['common'], {
        activate: false,
        signal: abortController.signal,
      })
    }
  },
  head: ({ matches }) => fallbackHead(matches),
  shellComponent: RootDocument,
  // Fetched when a missing address is shown (the router loads it before it renders): no page that
  // exists carries it in its first load.
  notFoundComponent: lazyRouteComponent(() =>
    import('../components/layout/not-found-page').then((m) => ({ default: m.StandaloneNotFound })),
  ),
  errorComponent: StandaloneErrorPage,
})

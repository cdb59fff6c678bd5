import { useEffect } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { i18n, loadCatalogs } from '../i18n/catalogs'
import { fallbackHead } from '../i18n/head'
import { isLocale, type Locale } from '../i18n/locales'
import { StandaloneNotFound } from '../components/layout/not-found-page'
import { StandaloneErrorPage } from '../components/layout/error-page'

function Root() {
  // Prerendered pages are visible before the JS runs: tests and tools wait for this marker.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ matches }) => {
    // /sv and /en load their own catalogues; anything else only needs `common` for the 404 page:
    // /xx/page, and paths no route matches at all (/sv/%ZZ cannot be decoded, so not even /$lang).
    if (
      !matches.some((m) => m.routeId === '/$lang' && isLocale((m.params as { lang?: string }).lang))
    ) {
      await loadCatalogs(i18n.locale as Locale, ['common'], { activate: false })
    }
  },
  head: ({ matches }) => fallbackHead(matches),
  component: Root,
  notFoundComponent: StandaloneNotFound,
  errorComponent: StandaloneErrorPage,
})

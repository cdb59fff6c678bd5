import { StrictMode } from 'react'
// First: the framework chunk keeps React DOM ahead of the router and Lingui (~0.3 KB less gzip).
import { mountApp } from './components/hydration/hydration'
import { App } from './app'
import { createAppRouter } from './router'
import { canonicalHref } from './i18n/canonical'
import { pageByInternalPath } from './i18n/slugs'
import { detectInBrowser } from './i18n/detect'
import { loadCatalogs, onCatalogueReloaded } from './i18n/catalogs'
import { forgetReloadsOnSuccess } from './components/layout/stale-deploy'
import './index.css'

async function main() {
  const lang = detectInBrowser(location.pathname)
  // Wrong-language slugs, aliases and "/" are fixed before the router reads the URL: redirecting
  // from beforeLoad loops, because the internal href is the same before and after.
  const fixed = canonicalHref(location, lang)
  if (fixed) history.replaceState(history.state, '', fixed)
  // Not-found pages outside /sv and /en keep the detected language (the spec: "not switched").
  await loadCatalogs(lang, [], { activate: true })

  const router = createAppRouter()
  forgetReloadsOnSuccess(router)
  // `npm start`: a saved text reaches the head too (title, description), which the router
  // computes on load: the same page again runs every head(). Not invalidate(): its render
  // restores the scroll position the page had when that load began, which can move the page
  // (and the in-context panel's Save button) under a translator's pointer. Only the dev server
  // has import.meta.hot: the build drops this line.
  if (import.meta.hot)
    onCatalogueReloaded(() => {
      void router.navigate({ href: router.state.location.href, resetScroll: false })
    })
  // The routes' beforeLoad (the catalogues) run here, before hydration (hydration.ts).
  await router.load()
  // Every built page was prerendered for its own path; "/" (redirected above) and the not-found
  // pages hold another page's markup.
  const ownMarkup = !fixed && pageByInternalPath(router.state.location.pathname) !== undefined
  mountApp(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    router,
    ownMarkup,
  )
}

void main()

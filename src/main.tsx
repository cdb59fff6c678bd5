import { StrictMode } from 'react'
// First: the framework chunk keeps React DOM ahead of the router and Lingui (~0.3 KB less gzip).
import { mountApp, yieldToBrowser } from './components/hydration/hydration'
import { App } from './app'
import { createAppRouter } from './router'
import { pageByInternalPath } from './i18n/slugs'
import { canonicalUrl } from './i18n/canonical-url'
import { detectInBrowser } from './i18n/detect'
import { isLocale } from './i18n/locales'
import { loadCatalogs, onCatalogueReloaded } from './i18n/catalogs'
import { recoverFromStaleDeploys } from './components/layout/stale-deploy'
import { holdOfflineNavigations } from './components/layout/offline-notice'
import { followPageChanges } from './components/layout/page-change'
import './index.css'

async function main() {
  // Not in the task that evaluated the scripts (hydration.ts, `yieldToBrowser`).
  await yieldToBrowser()
  const { pathname } = location
  const detected = detectInBrowser(pathname)
  // Wrong-language slugs, aliases, "/" and the like are fixed before the router reads the URL:
  // redirecting from beforeLoad loops, because the internal href is the same before and after.
  const fixed = await canonicalUrl(detected)
  if (fixed) history.replaceState(history.state, '', fixed)
  // A not-found page outside /sv and /en stays in the language the host served it in
  // (deploy/nginx.conf: the browser's Accept-Language; the spec: "not switched"): the host
  // cannot read the stored choice, and switching after hydration would contradict the page.
  const served = document.documentElement.lang
  const lang =
    import.meta.env.PROD && !fixed && !isLocale(pathname.split('/')[1]) && isLocale(served)
      ? served
      : detected
  await loadCatalogs(lang, [], { activate: true })

  const router = createAppRouter()
  recoverFromStaleDeploys(router)
  holdOfflineNavigations(router)
  followPageChanges(router)
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
  await yieldToBrowser()
  await router.load()
  await yieldToBrowser()
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

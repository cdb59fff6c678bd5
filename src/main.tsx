import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'
import { canonicalHref } from './i18n/canonical'
import { pageByInternalPath } from './i18n/slugs'
import { detectInBrowser } from './i18n/detect'
import { loadCatalogs } from './i18n/catalogs'
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
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  await router.load()
  // Every built page was prerendered for its own path; "/" (redirected above) and the not-found
  // pages hold another page's markup, and the dev server's page none: render those afresh.
  const prerendered =
    import.meta.env.PROD &&
    !fixed &&
    pageByInternalPath(router.state.location.pathname) !== undefined
  if (prerendered) {
    // What the router's own hydrate() does before rendering: with `ssr` set it renders the match
    // tree without the client-only Suspense wrapper, as its server render did (else React #418).
    // hydrate() itself reads router state from an inline script, which the strict CSP forbids; our
    // routes' beforeLoad (the catalogues) ran in router.load() above instead.
    router.ssr = { manifest: undefined }
    hydrateRoot(document, app)
  } else createRoot(document).render(app)
}

void main()

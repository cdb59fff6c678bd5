import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'
import { canonicalHref } from './i18n/canonical'
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
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  await router.load()
  // Hydrate only the page that was prerendered for this very path; 404.html and "/" (redirected
  // above) hold another page's markup, so render those from scratch.
  if (container.dataset.prerendered === location.pathname) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void main()

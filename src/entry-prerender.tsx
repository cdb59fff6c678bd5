// Build-time render of one URL (scripts/prerender.mjs). Never shipped to the browser.
import { createMemoryHistory, type Manifest } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { App } from './app'
import { createAppRouter } from './router'
import { loadCatalogs } from './i18n/catalogs'
import { detectLanguage } from './i18n/detect'
import { loadDeferredParts } from './components/hydration/hydrate-on-interaction'
export { allPublicPaths, publicPath, absoluteUrl } from './i18n/slugs'
export { pages } from './i18n/pages'
export { site } from './config/site'
export { launchChecklist } from './config/launch-checklist'

/**
 * Renders one public URL through the router's own server path: the router knows it runs on the
 * server, resolves the page (status 404 for not-found), and React renders the whole document
 * with every head tag in <head>. `manifest` lists the page's built assets (stylesheet, entry,
 * module preloads) for <HeadContent /> and <Scripts />.
 *
 * The steps of the router's createRequestHandler, minus one: that handler always serialises the
 * router state for hydration into inline <script> tags, which the strict CSP (script-src 'self',
 * public/_headers) blocks. The browser runs the routes' beforeLoad itself (the catalogues) before
 * it hydrates, so the page needs none of that state; hydration output is switched off before any
 * is produced. tests/e2e/security.spec.ts fails on any inline script in dist/.
 */
export async function render(url: string, manifest: Manifest) {
  await loadCatalogs(detectLanguage({ pathname: url }), [], { activate: true })
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  })
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  // Parts hydrated on interaction (the footer's newsletter) render whole in the one-pass render
  // (after router.load(): the route components that declare them may be split chunks).
  await loadDeferredParts()
  router.serverSsr!.disableHydration()
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
    children: <App router={router} />,
  })
  return { html: await response.text(), status: response.status }
}

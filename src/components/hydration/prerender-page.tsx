import type { ReactNode } from 'react'
import type { AnyRouter, Manifest } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { loadDeferredParts } from './hydrate-on-interaction'
import { renderWithoutHydrationState } from './router-internals'

/**
 * Rule "router without SSR data" (hydration.ts), the build's side: renders the router's page
 * through its own server path (it resolves the page, 404 for not-found, and React renders the whole
 * document with every head tag in <head>; `manifest` lists the page's built assets for
 * <HeadContent /> and <Scripts />).
 *
 * The steps of the router's createRequestHandler, minus one: that handler always serialises the
 * router state for hydration into inline <script> tags, which the strict CSP (script-src 'self',
 * deploy/nginx.conf) blocks. The browser runs the routes' beforeLoad itself before it hydrates
 * (mountApp), so the page needs none of that state: hydration output is switched off before any
 * is produced. tests/e2e/security.spec.ts fails on any inline script in dist/.
 *
 * Build time only (src/entry-prerender.tsx): never shipped to the browser.
 */
export async function prerenderPage(router: AnyRouter, manifest: Manifest, app: ReactNode) {
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  // Rule "hydrated on interaction": such parts (the footer's newsletter) render whole in the
  // one-pass render; after router.load(), as the route components that declare them may be split.
  await loadDeferredParts()
  renderWithoutHydrationState(router)
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
    children: app,
  })
  return { html: await response.text(), status: response.status }
}

import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { slugRewrite } from './i18n/rewrite'
import { ErrorPage } from './components/layout/error-page'

export interface RouterContext {
  /** Build-time render: the index route shows its language chooser instead of redirecting. */
  prerender: boolean
  /** The internal path of the page on screen, while a navigation away from it loads. */
  shownPath: () => string | undefined
}

export function createAppRouter(opts: { history?: RouterHistory; prerender?: boolean } = {}) {
  const prerender = opts.prerender ?? false
  const router = createRouter({
    routeTree,
    history: opts.history,
    context: {
      prerender,
      shownPath: (): string | undefined => router.state.resolvedLocation?.pathname,
    },
    defaultPreload: 'intent',
    // A failing page renders this inside the layout (header, footer and language switch stay).
    defaultErrorComponent: ErrorPage,
    // Catalogues are cached by loadCatalogs; re-running loaders on every navigation is pointless.
    defaultStaleTime: Infinity,
    rewrite: slugRewrite,
    // The router's server render would restore scroll with an inline script, which the strict CSP
    // (script-src 'self') blocks; a static page opens at its top anyway. The browser router restores.
    scrollRestoration: !prerender,
    // A new page starts at its top at once, as a document load would. Without this the global
    // `scroll-behavior: smooth` (meant for in-page anchors) animated every footer link's page from the
    // bottom to the top, and a tap during that glide landed on whatever was passing under the finger.
    scrollRestorationBehavior: 'instant',
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

import type { ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * THE HYDRATION CONTRACT. Every built page is HTML prerendered at build time
 * (src/entry-prerender.tsx) that the browser then hydrates. This folder holds everything that
 * exists because of that; nothing outside it touches React's or the router's internals
 * (eslint.config.js forbids it). Each rule has a test that bears its name ("hydration rule
 * <name>: …", in tests/e2e/):
 *
 * - own page: only a page prerendered for its own URL hydrates. "/" and the not-found pages,
 *   whose HTML is another page's, and the dev server's empty page render afresh (`mountApp`).
 * - router without SSR data: the router's hydrate() reads its state from an inline script the
 *   strict CSP forbids, so main.tsx runs the routes' beforeLoad (the catalogues) itself and
 *   `mountApp` marks `router.ssr` as hydrate() would: both sides render the same tree.
 * - marker when live: `<html data-hydrated>` (`HydrationMarker`), what tests and benchmarks wait
 *   for, is set once every control of the page is live.
 * - typed values kept: what a visitor types, ticks or chooses before hydration stays and becomes
 *   the form's value; a control the visitor changed wins over the form's own value
 *   (`useBoundControl`).
 * - early submit held: a submit before its form has hydrated is held, then happens once it has
 *   (`holdEarlySubmits`, `useHeldSubmit`).
 * - client values after hydration: what the prerender cannot know or do (a link's query, a
 *   button that needs the script) renders as prerendered while hydrating and shows in the render
 *   right after (`useHydrated`).
 * - hydrated on interaction: a part whose code is not in the first load stays the server's HTML
 *   until the visitor turns to it (`hydrateOnInteraction`); the prerender and the unit tests load
 *   its code first and render it whole (`loadDeferredParts`).
 */

/**
 * Hydrates the prerendered document, or renders it afresh when its HTML is not this page's (see
 * "own page"). `ownMarkup`: the URL was not rewritten and names a page of the registry; only the
 * built site has prerendered HTML at all.
 */
export function mountApp(app: ReactNode, router: AnyRouter, ownMarkup: boolean) {
  if (!(import.meta.env.PROD && ownMarkup)) {
    createRoot(document).render(app)
    return
  }
  // What the router's own hydrate() does before rendering: with `ssr` set it renders the match
  // tree without the client-only Suspense wrapper, as its server render did (else React #418).
  router.ssr = { manifest: undefined }
  hydrateRoot(document, app)
}

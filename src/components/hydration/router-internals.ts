import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/**
 * The only places the site reaches into TanStack Router's internals; checked against
 * @tanstack/react-router 1.170.46 (router-core 1.171.39).
 *
 * Why not its public API: the router's public hydration (`hydrate()`, `<RouterClient>`) reads the
 * state its server render serialises into inline <script> tags (window.$_TSR), and the strict CSP
 * (script-src 'self', deploy/nginx.conf) runs no inline script. No public option renders a page
 * without that state, or hydrates one without it. So the build renders with the state switched off
 * and the browser runs the routes' beforeLoad itself (main.tsx), then tells the router it is
 * hydrating server HTML.
 *
 * tests/unit/router-internals.test.tsx fails when the router changes what either call means: the
 * server render writing a script again, or a real router's page hydrating with a mismatch (or
 * hydrating without one when unmarked, which would make the mark needless).
 */

/**
 * The build's render writes no hydration state: the call the router's own server handler makes for
 * a page that does not hydrate (ServerSsr's "Framework-only" `disableHydration`). Needs
 * attachRouterServerSsrUtils first, and must run before rendering starts.
 */
export function renderWithoutHydrationState(router: AnyRouter) {
  router.serverSsr!.disableHydration()
}

/**
 * Marks the router as hydrating server HTML, as its own hydrate() does before rendering: with
 * `ssr` set it renders the match tree without the client-only Suspense wrapper, as its server
 * render did (else React #418). No manifest: the prerendered <head> already lists the page's files.
 */
export function hydrateWithoutServerState(router: AnyRouter) {
  router.ssr = { manifest: undefined }
}

/**
 * The identity of a history entry, the same when Back or Forward returns to it: the key the
 * router's history writes into each entry's state. The public API has no entry identity (a
 * location's `href` repeats across entries, its state is the app's own only for entries the app
 * pushed, not the one the visitor landed on). Used by the 404 page to log an address once per
 * entry; tests/e2e/navigation-failure.spec.ts (one log after Back to the entry) fails when the key
 * changes meaning.
 */
export function historyEntryKey(location: Pick<ParsedLocation, 'state'>): string | undefined {
  return location.state.__TSR_key
}

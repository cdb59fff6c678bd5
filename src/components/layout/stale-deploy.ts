import type { AnyRouter } from '@tanstack/react-router'

/**
 * Recovery from a stale deploy: a page loaded before a deploy asks for code or catalogue chunks
 * whose hashed files are gone. Every failed chunk (route component, catalogue, anything Vite
 * reports as `vite:preloadError`) rejects its import; the rejection reaches the router, and the
 * error page sends it here. One full load of the same URL then fetches the new HTML with the new
 * file names. A marker per URL in sessionStorage makes that happen at most once, so a file that
 * is really missing shows the error page instead of a reload loop; the marker is dropped as soon
 * as the URL renders, so a later deploy in the same tab recovers the same way.
 *
 * Hover preloads and widgets loaded on interaction are deliberately left out: a failed preload is
 * retried by the navigation that needs it.
 */

const MARKER = 'cirkla.reloaded:'

// The messages browsers give a failed dynamic import (Chromium, Firefox, Safari: the same
// heuristic as TanStack Router's lazyRouteComponent) and Vite's failed CSS preload.
const CHUNK_ERROR =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(error.message)

const markerFor = () => MARKER + location.pathname + location.search

function storageGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return 'unavailable' // no storage, no guard: never reload automatically
  }
}

/**
 * True when this error should turn into a full load of the current URL: a chunk failed and no
 * reload for this URL happened yet. TanStack Router's lazy route component already reloads once
 * on its own for a missing route chunk (keyed by the error message); that reload counts too.
 */
export function shouldReload(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  const message = (error as Error).message
  return (
    storageGet(markerFor()) === null && storageGet(`tanstack_router_reload:${message}`) === null
  )
}

/** Marks the URL and loads it again (call only after shouldReload said so). */
export function reloadOnce() {
  try {
    sessionStorage.setItem(markerFor(), '1')
  } catch {
    return
  }
  location.reload()
}

/** Retry on the error page: a chunk comes back only with a fresh document; anything else re-runs the router. */
export function retry(error: unknown, router: AnyRouter, reset: () => void) {
  if (isChunkLoadError(error)) {
    location.reload()
    return
  }
  reset()
  void router.invalidate()
}

/** Drops a URL's marker once it rendered without an error (called once from main.tsx). */
export function forgetReloadsOnSuccess(router: AnyRouter) {
  router.subscribe('onResolved', () => {
    if (router.state.matches.some((m) => m.status === 'error')) return
    try {
      sessionStorage.removeItem(markerFor())
    } catch {
      // nothing stored, nothing to forget
    }
  })
}

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

// TanStack Router's lazy route component reloads once per failed chunk on its own, keyed by the
// error message under this prefix (lazyRouteComponent.js), and never removes the key.
const TANSTACK_MARKER = 'tanstack_router_reload:'

/** A stored value; undefined when the browser gives no sessionStorage. */
function stored(key: string): string | null | undefined {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return undefined
  }
}

function storedKeys(): string[] {
  try {
    return Object.keys(sessionStorage)
  } catch {
    return []
  }
}

// TanStack's markers that earlier documents of this tab set: those reloads already happened. A
// marker set after this snapshot means a reload of this document is under way.
const tanstackMarkersAtStart = new Set(
  typeof window === 'undefined' ? [] : storedKeys().filter((k) => k.startsWith(TANSTACK_MARKER)),
)

// location.reload() returns at once and the document stays until the new one arrives; anything
// that renders meanwhile (the router settling after the failed navigation) must not show the
// error page for that moment.
let reloading = false

/**
 * What the error page does with an error:
 * - `reload`: a chunk failed and no reload for this URL happened yet; load it once more.
 * - `reloading`: this document is being reloaded (by us or by TanStack); show nothing meanwhile.
 * - `show`: the error page (any other error, a chunk still missing after the reload, no storage
 *   to guard against a loop).
 */
export function recoveryFor(error: unknown): 'reload' | 'reloading' | 'show' {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return 'show'
  if (reloading) return 'reloading'
  const tanstackMarker = TANSTACK_MARKER + (error as Error).message
  const ours = stored(markerFor())
  const theirs = stored(tanstackMarker)
  if (ours === undefined || theirs === undefined) return 'show'
  if (theirs !== null && !tanstackMarkersAtStart.has(tanstackMarker)) return 'reloading'
  return ours === null && theirs === null ? 'reload' : 'show'
}

/** Marks the URL and loads it again (call only after recoveryFor said `reload`). */
export function reloadOnce() {
  try {
    sessionStorage.setItem(markerFor(), '1')
  } catch {
    return
  }
  reloading = true
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

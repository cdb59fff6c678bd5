import { useSyncExternalStore } from 'react'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * Recovery from a stale deploy: a page loaded before a deploy asks for code or catalogue chunks
 * whose hashed files are gone. Vite reports every failed dynamic import as a `vite:preloadError`
 * event before the import rejects (its documented hook for this). While the router is loading a
 * page, this module takes the failure over:
 * - the host answers (a HEAD of the page): a deploy it is. One full load of the same URL fetches the
 *   new HTML with the new file names. A marker per URL in sessionStorage makes that happen at most
 *   once, so a file that is really missing shows the error page instead of a reload loop; the
 *   marker is dropped as soon as the URL renders, so a later deploy in the same tab recovers too.
 * - offline, or the host unreachable: no reload, which would end on the browser's own offline
 *   page. Offline, the navigation gate (offline-notice.tsx) keeps the visitor on their page in
 *   the first place; what fails anyway shows the error page, whose Retry tries again.
 * Either way the failure goes on as an empty module, not as a failed import: TanStack Router's lazy
 * route component reloads the page by itself, without asking, when it meets a failed import.
 *
 * Hover preloads and widgets loaded on interaction are left alone: the navigation that needs the
 * file retries it (and the offline gate listens to them itself).
 */
const MARKER = 'cirkla.reloaded:'
const markerFor = () => MARKER + location.pathname + location.search

type Phase = 'idle' | 'checking' | 'reloading'
let phase: Phase = 'idle'
/**
 * The URL whose page lost a chunk: Retry there loads a new document. (A route's code that failed
 * fails its render, not its match: the router resolves that navigation as if it had succeeded.)
 */
let failedAt: string | undefined
const listeners = new Set<() => void>()
const setPhase = (next: Phase) => {
  phase = next
  listeners.forEach((l) => l())
}

/** A stored value; undefined when the browser gives no sessionStorage. */
function stored(key: string): string | null | undefined {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return undefined
  }
}

/** True when this URL may be loaded once more (and marks it so); false after that, or with no storage. */
function markReload(): boolean {
  if (stored(markerFor()) !== null) return false
  try {
    sessionStorage.setItem(markerFor(), '1')
    return true
  } catch {
    return false
  }
}

async function hostAnswers(): Promise<boolean> {
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

function onChunkFailure(router: AnyRouter, event: Event) {
  if (router.state.status !== 'pending') return
  event.preventDefault()
  failedAt = markerFor()
  if (phase !== 'idle' || !navigator.onLine || stored(markerFor()) !== null) return
  setPhase('checking')
  void hostAnswers().then((answers) => {
    if (!answers || !markReload()) return setPhase('idle')
    setPhase('reloading')
    location.reload()
  })
}

/**
 * Installs the recovery (once, from main.tsx): failures while the router loads a page, and the
 * URL's marker dropped once it rendered without an error.
 */
export function recoverFromStaleDeploys(router: AnyRouter) {
  const onFailure = (event: Event) => onChunkFailure(router, event)
  addEventListener('vite:preloadError', onFailure)
  const stop = router.subscribe('onResolved', () => {
    if (router.state.matches.some((m) => m.status === 'error')) return
    try {
      sessionStorage.removeItem(markerFor())
    } catch {
      // nothing stored, nothing to forget
    }
  })
  return () => {
    removeEventListener('vite:preloadError', onFailure)
    stop()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * False while the error page must stay blank: the host is being asked whether a deploy replaced
 * the files, or the page is being loaded again.
 */
export const useErrorShown = () =>
  useSyncExternalStore(
    subscribe,
    () => phase === 'idle',
    () => true,
  )

/**
 * Retry on the error page. Code or catalogues that failed come back with a fresh document when
 * online (a deploy renamed them); offline, and for any other error, the router tries again.
 */
export function retry(router: AnyRouter, reset: () => void) {
  if (failedAt === markerFor() && navigator.onLine) {
    location.reload()
    return
  }
  reset()
  void router.invalidate()
}

import { useEffect, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** false in the prerendered HTML and during hydration, true afterwards (and on client renders). */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Sets `<html data-hydrated>`, the marker tests and tools wait for before they touch a
 * prerendered page, once the page around the caller is live. Call it from the component that
 * wraps a whole page (the layout, the standalone error page), not from the root route:
 * - React hydrates what the router renders inside the root's Suspense boundary in a later pass
 *   than the root itself, so a marker set by the root came while the header, the page and the
 *   footer were still inert server HTML (measured: not one of them hydrated at the marker).
 * - It waits for `useHydrated()` to turn true: the render after hydration, in which controls
 *   held back until then (the calculator's slider, its material choice) are enabled. A parent's
 *   effects run after its children's, so the whole page has had that render by then.
 */
export function useHydrationMarker() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = ''
  }, [hydrated])
}

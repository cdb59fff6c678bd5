import { useEffect } from 'react'
import { useHydrated } from '@tanstack/react-router'

/**
 * Rule "marker when live" (hydration.ts). Sets `<html data-hydrated>`, the marker tests and tools
 * wait for before they touch a prerendered page, once the page around it is live. Render it as
 * the last child of what wraps a whole page (the layout, the standalone error page), not in the
 * root route:
 * - React hydrates what the router renders inside the root's Suspense boundary in a later pass
 *   than the root itself, so a marker set by the root came while the header, the page and the
 *   footer were still inert server HTML (measured: not one of them hydrated at the marker).
 * - It waits for `useHydrated()` to turn true: the render after hydration, in which controls held
 *   back until then (the calculator's slider, its material choice) are enabled. Those renders share
 *   one commit, and this last sibling's effect runs after theirs.
 * - A component of its own, so that render touches nothing else: re-rendering the layout would
 *   update the footer's newsletter form, still dehydrated until the visitor turns to it, and
 *   React then throws that server HTML away (with whatever was typed into it) and renders it anew.
 */
export function HydrationMarker() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = ''
  }, [hydrated])
  return null
}

import { lazy, Suspense, useEffect, useState } from 'react'
import { editorToaster } from './editor-toaster'

// Zag's toast machines load when a toast can come: the translator's first action (every toast
// but a load failure answers one, so the region is there before it) or the first toast itself.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })))

const actions = ['pointerdown', 'keydown', 'focusin'] as const

/** Calls `want` once a toast can come; returns the cleanup. */
function whenWanted(want: () => void) {
  if (editorToaster.getVisibleToasts().length) want()
  const unsubscribe = editorToaster.subscribe(want)
  actions.forEach((a) => document.addEventListener(a, want, { capture: true, once: true }))
  return () => {
    unsubscribe()
    actions.forEach((a) => document.removeEventListener(a, want, { capture: true }))
  }
}

/**
 * The editor's toasts. Never in the prerender or during hydration: Zag positions the region
 * with inline styles, which a prerendered page under a strict CSP must not contain. Listened for
 * from an effect, so that a toast raised while the page still hydrates updates a committed
 * component (an update to one still hydrating makes React render its boundary again).
 */
export function EditorToasts() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => (mounted ? undefined : whenWanted(() => setMounted(true))), [mounted])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}

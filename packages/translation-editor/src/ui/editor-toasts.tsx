import { lazy, Suspense, useSyncExternalStore } from 'react'
import { editorToaster } from './editor-toaster'

// Zag's toast machines load when a toast can come: the translator's first action (every toast
// but a load failure answers one, so the region is there before it) or the first toast itself.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })))

const actions = ['pointerdown', 'keydown', 'focusin'] as const
let wanted = false

function subscribe(changed: () => void) {
  const want = () => {
    wanted = true
    changed()
  }
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
 * with inline styles, which a prerendered page under a strict CSP must not contain.
 */
export function EditorToasts() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}

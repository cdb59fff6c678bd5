import { useEffect, useState } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Upgrades a native control to a richer widget whose code is fetched on demand (the forms' Ark
 * select, the calculator's Ark slider, the FAQs' Ark accordion), so a first visit does not pay
 * for widget code. `controlId` names the control, or the element around a composite one.
 *
 * `load` fetches the widget's module and keeps it in a module-level binding that the caller
 * renders (a static component, so React never sees a new component type). The hook returns true
 * once (1) the visitor has started on the page (first focus or press anywhere), (2) `load` has
 * resolved and (3) focus is not inside the native control. Until then, in the prerender and
 * without JavaScript, the caller renders the native control, which works on its own. A control is
 * never swapped out under focus: if the visitor is on it when the code arrives, the swap waits
 * until they leave it. `load` must be stable (a module-level function).
 */
export function useUpgrade(controlId: string, load: () => Promise<unknown>): boolean {
  const started = useStarted()
  const [upgraded, setUpgraded] = useState(false)
  useEffect(() => {
    if (!started) return
    let live = true
    let control: HTMLElement | null = null
    const swap = () => {
      if (live) setUpgraded(true)
    }
    const onFocusOut = (event: FocusEvent) => {
      // Switching to another window or tab is not leaving the control: focus returns to it. Nor is
      // moving between the parts of a composite control (the questions of an FAQ).
      if (!document.hasFocus()) return
      if (event.relatedTarget instanceof Node && control?.contains(event.relatedTarget)) return
      control?.removeEventListener('focusout', onFocusOut)
      swap()
    }
    load().then(
      () => {
        if (!live) return
        control = document.getElementById(controlId)
        if (control?.contains(document.activeElement)) {
          control.addEventListener('focusout', onFocusOut)
        } else swap()
      },
      // The native control keeps working; a failed chunk (offline, a deploy in between) is worth
      // a note for whoever reads the console, not an error page.
      (error: unknown) =>
        console.warn('Widget code could not be loaded; keeping the native control', error),
    )
    return () => {
      live = false
      control?.removeEventListener('focusout', onFocusOut)
    }
  }, [started, load, controlId])
  return upgraded
}

/**
 * True once the visitor first focuses or presses anything on the page (never in the prerender or
 * during hydration): the moment to fetch code that only interaction needs.
 */
export function useStarted(): boolean {
  const hydrated = useHydrated()
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (!hydrated || started) return
    const events = ['focusin', 'pointerdown'] as const
    const stop = () => events.forEach((type) => document.removeEventListener(type, onEvent, true))
    function onEvent() {
      stop()
      setStarted(true)
    }
    events.forEach((type) => document.addEventListener(type, onEvent, true))
    return stop
  }, [hydrated, started])
  return started
}

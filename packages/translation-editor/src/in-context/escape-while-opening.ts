import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Escape closes a panel from the commit that shows it. Ark (zag) starts listening for Escape, and
 * moves focus in, a frame after the panel opens: an Escape pressed in between (a quick keyboard
 * user, a busy page) reached nobody, and the panel stayed open although the translator had already
 * asked to close it. Until focus has entered the panel this listener closes it; from then on Ark's
 * own layer does (nested layers, where focus returns). A layout effect, so it listens from the
 * same commit as the panel's first paint, not from a later task.
 */
export function useEscapeWhileOpening(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  const close = useRef(onClose)
  useLayoutEffect(() => {
    close.current = onClose
  })
  useLayoutEffect(() => {
    if (!open) return
    let entered = !!panel.current?.contains(document.activeElement)
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && panel.current?.contains(e.target)) entered = true
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !entered && !e.defaultPrevented) close.current()
    }
    document.addEventListener('focusin', onFocusIn, true)
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('focusin', onFocusIn, true)
      document.removeEventListener('keydown', onKeyDown, true)
    }
  }, [open, panel])
}

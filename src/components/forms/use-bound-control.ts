import { useLayoutEffect, useRef } from 'react'
import { useHydrated } from '../hydration/use-hydrated'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const read = (el: Control): string | boolean =>
  el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value

function write(el: Control, value: string | boolean) {
  if (typeof value === 'boolean') (el as HTMLInputElement).checked = value
  else el.value = value
}

/**
 * Binds a native control to a TanStack Form field without React owning its value (no `value` /
 * `checked` prop), for two reasons:
 *
 * - What the visitor typed, ticked or chose before and during hydration stays, and becomes the
 *   form's value: on the hydration pass the control's current DOM value is adopted into the form
 *   (React never overwrites it, because it has no value prop to restore). Later keystrokes arrive
 *   through onChange as usual (issue 15).
 * - React mirrors a controlled input's value into its `value` attribute; a typed password would
 *   then sit in the DOM for any script or extension that reads attributes (issue 13).
 *
 * When the form changes a value itself (reset, a shared link, a formatted number), the new value
 * is written to the control's property before paint.
 */
export function useBoundControl<T extends Control>(
  value: string | boolean,
  onChange: (value: string | boolean) => void,
) {
  const ref = useRef<T>(null)
  // false only on the render that hydrates prerendered HTML (and in the prerender itself)
  const hydrated = useHydrated()
  const fromPrerender = useRef(!hydrated)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (fromPrerender.current) {
      fromPrerender.current = false
      const shown = read(el)
      if (shown !== value) onChange(shown)
      return
    }
    if (read(el) !== value) write(el, value)
  }, [value, onChange])
  return ref
}

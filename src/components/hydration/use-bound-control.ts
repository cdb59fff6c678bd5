import { useLayoutEffect, useRef } from 'react'
import { useHydrated } from '@tanstack/react-router'

/** A native control, or a fieldset of radio buttons that holds one choice. */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLFieldSetElement
type Value = string | boolean

const radios = (group: HTMLFieldSetElement) => [
  ...group.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
]
const isCheckbox = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'checkbox'

/** What the control shows now. */
function read(el: Control): Value {
  if (el instanceof HTMLFieldSetElement) return radios(el).find((r) => r.checked)?.value ?? ''
  return isCheckbox(el) ? el.checked : el.value
}

/** What the control showed as the HTML had it: its default value, checkedness or option. */
function prerendered(el: Control): Value {
  if (el instanceof HTMLFieldSetElement)
    return radios(el).find((r) => r.defaultChecked)?.value ?? ''
  if (isCheckbox(el)) return el.defaultChecked
  if (el instanceof HTMLSelectElement)
    return ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? ''
  return el.defaultValue
}

function write(el: Control, value: Value) {
  if (el instanceof HTMLFieldSetElement) for (const r of radios(el)) r.checked = r.value === value
  else if (isCheckbox(el)) el.checked = value === true
  else el.value = String(value)
}

/**
 * Rules "typed values kept" and "what a field shows is what the form has" (hydration.ts). Binds
 * a native control (or a fieldset of radio buttons) to a form field without React owning its
 * value (no `value` / `checked` prop, no `onChange`):
 *
 * - What the visitor typed, ticked or chose before hydration stays, and becomes the form's
 *   value: on the hydration pass a control that no longer shows what the HTML had (the visitor
 *   changed it) gives its value to the form; an untouched one shows the form's value (a shared
 *   link's, which the prerendered page could not know). React never overwrites either, because
 *   it has no value prop to restore.
 * - From that pass on, the control's own `input` and `change` events compare what it shows with
 *   the form's value. Not React's onChange: React reports a change
 *   only when the value differs from the last one its tracker saw, and the tracker sees every
 *   value a script writes through the property. A password manager that sets each field and
 *   fires `input` and `change` (or a browser's autofill through the same calls) was therefore
 *   invisible to React from the moment it hydrated the control, and the first field's event
 *   makes React hydrate the whole form at once: a fill landing while the page came alive kept
 *   the first field and lost the rest.
 * - React mirrors a controlled input's value into its `value` attribute; a typed password would
 *   then sit in the DOM for any script or extension that reads attributes.
 *
 * When the form changes a value itself (a formatted number, a step), the new value is written to
 * the control's property before paint.
 */
export function useBoundControl<T extends Control>(value: Value, onChange: (value: Value) => void) {
  const ref = useRef<T>(null)
  // false only on the render that hydrates prerendered HTML (and in the prerender itself)
  const hydrated = useHydrated()
  const hydrating = useRef(!hydrated)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const shown = read(el)
    if (hydrating.current && shown !== prerendered(el)) {
      if (shown !== value) onChange(shown)
    } else if (shown !== value) write(el, value)
    hydrating.current = false
    // (`input` and `change` come together: the second finds the form's value changed already,
    // or, before it has rendered, hands it the same value again.)
    const adopt = () => {
      const now = read(el)
      if (now !== value) onChange(now)
    }
    el.addEventListener('input', adopt)
    el.addEventListener('change', adopt)
    return () => {
      el.removeEventListener('input', adopt)
      el.removeEventListener('change', adopt)
    }
  }, [value, onChange])
  return ref
}

import { useId, type ReactNode } from 'react'

/**
 * The WAI-ARIA disclosure pattern: a button with aria-expanded/aria-controls and a panel that is
 * hidden while closed (a row's history). Hand-written: Ark's Collapsible does the same with a
 * state machine of ~10 KB gzip.
 */
export function Disclosure(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  triggerLabel?: string
  triggerClassName?: string
  panelClassName?: string
  className?: string
  children: ReactNode
}) {
  const panelId = useId()
  const state = props.open ? 'open' : 'closed'
  return (
    <div className={props.className} data-state={state}>
      <button
        type="button"
        aria-expanded={props.open}
        aria-controls={panelId}
        aria-label={props.triggerLabel}
        data-state={state}
        className={props.triggerClassName}
        onClick={() => props.onOpenChange(!props.open)}
      >
        {props.trigger}
      </button>
      <div id={panelId} hidden={!props.open} className={props.panelClassName}>
        {props.children}
      </div>
    </div>
  )
}

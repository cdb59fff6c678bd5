import { useId, type ReactNode, type Ref } from 'react'

/**
 * The WAI-ARIA disclosure pattern: a button with aria-expanded/aria-controls and a panel that is
 * hidden while closed, for tools that exist only with JavaScript (the translation editor); the
 * site's header, which must open without it, uses `DetailsDisclosure`. Ark's Collapsible does the
 * same but put ~10 KB gzip of state-machine code on every first load.
 */
export function Disclosure({
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  className,
  ref,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  triggerLabel?: string
  triggerClassName?: string
  panelClassName?: string
  className?: string
  ref?: Ref<HTMLDivElement>
  children: ReactNode
}) {
  const panelId = useId()
  const state = open ? 'open' : 'closed'
  return (
    <div ref={ref} className={className} data-state={state}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-state={state}
        className={triggerClassName}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  )
}

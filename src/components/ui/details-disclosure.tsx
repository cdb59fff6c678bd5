import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react'
import { css, cx } from '../../../styled-system/css'

/**
 * The disclosure pattern on the platform's own element: a <details> whose <summary> is the button
 * (browsers expose it as a button with its expanded state) and whose panel is hidden while closed.
 * It opens without JavaScript too, before the scripts run and where they never do: the site's
 * header (its menu and dropdowns) is built on it. Once hydrated the parent's state drives it (a
 * click on the summary asks `onOpenChange`, and Escape, a click elsewhere or a navigation close it
 * from outside); what the browser opens on its own (find in page, a tap before hydration) is
 * reported back, so the state and the element never disagree. `name` makes a group with one open
 * at a time, as the platform does for <details name>. (`Disclosure`, a button with
 * aria-expanded, is for tools that exist only with JavaScript: the translation editor.)
 */
export function DetailsDisclosure({
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  className,
  name,
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
  name?: string
  ref?: RefObject<HTMLDetailsElement | null>
  children: ReactNode
}) {
  const own = useRef<HTMLDetailsElement>(null)
  const details = ref ?? own
  // Opened by a tap while the scripts were on their way: the state adopts it.
  const adopt = useEffectEvent(() => {
    if (details.current?.open && !open) onOpenChange(true)
  })
  useEffect(() => adopt(), [])
  return (
    <details
      ref={details}
      name={name}
      open={open}
      className={className}
      onToggle={(e) => {
        if (e.currentTarget.open !== open) onOpenChange(e.currentTarget.open)
      }}
    >
      <summary
        aria-label={triggerLabel}
        className={cx(summary, triggerClassName)}
        onClick={(e) => {
          e.preventDefault()
          onOpenChange(!open)
        }}
      >
        {trigger}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  )
}

// The summary is the button: no list marker (the trigger draws its own chevron or icon).
const summary = css({
  listStyle: 'none',
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
})

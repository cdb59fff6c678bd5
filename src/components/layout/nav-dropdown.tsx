import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { navItem } from '../../../styled-system/recipes'
import { DetailsDisclosure } from '../ui/details-disclosure'
import { ChevronDownIcon } from '../ui/icons'

/**
 * A header dropdown as a disclosure (button + list of links, not an ARIA menu), built on the
 * DetailsDisclosure, so it opens without JavaScript too; the header's dropdowns share one `name`,
 * one open at a time. Escape closes it and returns focus to its button; a click outside or focus
 * moving elsewhere closes it. (Ark's NavigationMenu does this too, at ~10 KB gzip on every page.)
 */
export function NavDropdown(props: {
  label: string
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const { open, onOpenChange } = props
  const root = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    if (!open) return
    const el = root.current
    const onPointer = (e: PointerEvent) => {
      if (el && !el.contains(e.target as Node)) onOpenChange(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      onOpenChange(false)
      el?.querySelector('summary')?.focus()
    }
    const onFocus = (e: FocusEvent) => {
      if (el && e.target instanceof Node && !el.contains(e.target)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, onOpenChange])

  return (
    <DetailsDisclosure
      ref={root}
      name={props.name}
      open={open}
      onOpenChange={onOpenChange}
      // nothing to open on paper (a <button> would hide itself in print: theme/global-css.ts)
      className={css({ position: 'relative', _print: { display: 'none' } })}
      triggerClassName={navItem()}
      panelClassName={panel}
      trigger={
        <>
          {props.label}
          <ChevronDownIcon className={chevron} />
        </>
      }
    >
      {props.children}
    </DetailsDisclosure>
  )
}

const chevron = css({
  transition: 'transform 0.15s',
  'details[open] > summary > &': { transform: 'rotate(180deg)' },
})

const panel = css({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: '0',
  zIndex: '40',
  minW: '60',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'raised',
  p: '2',
})

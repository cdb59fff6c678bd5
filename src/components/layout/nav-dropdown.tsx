import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { navItem } from '../../../styled-system/recipes'
import { Disclosure } from '../ui/disclosure'
import { ChevronDownIcon } from '../ui/icons'

/**
 * A header dropdown as a disclosure (button + list of links, not an ARIA menu), built on the
 * Disclosure pattern. Escape closes it and returns focus to its button; a click outside or focus moving
 * elsewhere closes it. (Ark's NavigationMenu does this too, at ~10 KB gzip on every page.)
 */
export function NavDropdown(props: {
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const { open, onOpenChange } = props
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const el = root.current
    const onPointer = (e: PointerEvent) => {
      if (el && !el.contains(e.target as Node)) onOpenChange(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      onOpenChange(false)
      el?.querySelector<HTMLButtonElement>('button')?.focus()
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
    <Disclosure
      ref={root}
      open={open}
      onOpenChange={onOpenChange}
      className={css({ position: 'relative' })}
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
    </Disclosure>
  )
}

const chevron = css({
  transition: 'transform 0.15s',
  '[data-state=open] > &': { transform: 'rotate(180deg)' },
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

import { memo, useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, navItem } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import { pages } from '../../i18n/pages'
import { DetailsDisclosure } from '../ui/details-disclosure'
import { CloseIcon, MenuIcon } from '../ui/icons'
import { appLoginName, navItems } from './nav-items'
import { PageLink } from './page-link'

/**
 * Below 1024 px: one collapsible menu with the same entries (a DetailsDisclosure: it opens without
 * JavaScript too). Choosing any link closes it: its own, the logo, the language switch, the page
 * already shown too. The open panel covers the page, so while it is open everything outside the
 * header is `inert` (Tab cannot reach links hidden under it, screen readers skip them), and Escape
 * closes it and returns focus to its button. `inert` rather than a modal dialog: the header's
 * logo, language switch and the button itself stay visible and usable, as they should (Ark's
 * Dialog would also cost ~10 KB gzip on every first load against the 135 KB budget).
 */
export function MobileMenu({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (!open) return
    const el = root.current
    const header = el?.closest('header')
    const behind = [...(header?.parentElement?.children ?? [])].filter((c) => c !== header)
    // Once the open panel has painted: making the page inert restyles every element of it, work
    // the visitor's tap would otherwise wait for before seeing the menu. Nothing behind can be
    // reached in between (the panel comes first in the tab order and covers the page).
    let later: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      later = setTimeout(() => behind.forEach((c) => c.setAttribute('inert', '')))
    })
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      el?.querySelector('summary')?.focus()
    }
    // A link chosen anywhere (the router may stay on the same address: a link to this page). The
    // page behind is live again at once, not after React's effects: the page's focus moves to
    // its heading straight after this click, and an inert heading takes no focus.
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element && e.target.closest('a[href]'))) return
      behind.forEach((c) => c.removeAttribute('inert'))
      setOpen(false)
    }
    // Widened past the breakpoint the menu is gone: close it, or the page would stay inert.
    const wide = matchMedia(DESKTOP)
    const onWide = () => {
      if (wide.matches) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    wide.addEventListener('change', onWide)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(later)
      behind.forEach((c) => c.removeAttribute('inert'))
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      wide.removeEventListener('change', onWide)
    }
  }, [open])
  // Any navigation (the back button too) closes the menu, not only a link chosen.
  const href = useRouterState({ select: (s) => s.location.href })
  const [shownFor, setShownFor] = useState(href)
  if (shownFor !== href) {
    setShownFor(href)
    setOpen(false)
  }
  return (
    <DetailsDisclosure
      ref={root}
      open={open}
      onOpenChange={setOpen}
      className={css({ display: { base: 'block', lg: 'none' } })}
      triggerClassName={button({ visual: 'ghost', size: 'sm' })}
      // One name whatever its state: the button says open or closed itself (expanded), and the
      // icon follows the element's own state, so both are right before the scripts run too.
      trigger={
        <>
          <MenuIcon className={whenClosed} />
          <CloseIcon className={whenOpen} />
          <span className={css({ srOnly: true })}>
            {t({ id: 'common.mobileMenu.toggle', message: 'Meny' })}
          </span>
        </>
      }
      panelClassName={panel}
    >
      <MobileNav lang={lang} />
    </DetailsDisclosure>
  )
}

/**
 * The menu's links: memoised, so that opening or closing the menu renders only its button and
 * panel, not every link in it (the press waits for that render before it can paint).
 */
const MobileNav = memo(function MobileNav({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t({ id: 'common.nav.label', message: 'Huvudmeny' })}>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
        {navItems.map((item) =>
          item.kind === 'link' ? (
            <li key={item.page}>
              <PageLink page={item.page} lang={lang} className={linkClass}>
                {t(pages[item.page].label)}
              </PageLink>
            </li>
          ) : (
            <li key={item.id}>
              <p className={groupLabel}>{t(item.label)}</p>
              <ul className={css({ listStyle: 'none', pl: '3' })}>
                {item.pages.map((page) => (
                  <li key={page}>
                    <PageLink page={page} lang={lang} className={linkClass}>
                      {t(pages[page].label)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
        <li className={css({ pt: '3' })}>
          <a href={site.appLoginUrl} rel="noopener noreferrer" className={button({ size: 'sm' })}>
            {t(appLoginName)}
          </a>
        </li>
      </ul>
    </nav>
  )
})

// Panda's `lg` breakpoint, where the header shows the full navigation instead of this menu.
const DESKTOP = '(min-width: 64rem)'

const panel = css({
  position: 'absolute',
  top: '16',
  left: '0',
  right: '0',
  maxH: 'calc(100vh - 4rem)',
  overflowY: 'auto',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'raised',
  px: '4',
  py: '4',
})

const whenClosed = css({ 'details[open] > summary > &': { display: 'none' } })
const whenOpen = css({ 'details:not([open]) > summary > &': { display: 'none' } })

const linkClass = navItem({ kind: 'mobile' })

const groupLabel = css({
  px: '3',
  pt: '3',
  pb: '1',
  fontSize: 'xs',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'fg.muted',
})

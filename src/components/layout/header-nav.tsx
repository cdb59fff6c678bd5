import { memo, useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { navItem } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { pages } from '../../i18n/pages'
import { NavDropdown } from './nav-dropdown'
import { navItems, type NavItem } from './nav-items'
import { PageLink } from './page-link'

type Group = Extract<NavItem, { kind: 'group' }>

/**
 * The desktop navigation with its dropdowns. Which dropdown is open is this component's state, not
 * the header's: a dropdown opening or closing renders this list and the one or two groups whose
 * state changed, not the language switch, the phone menu and every link of the header (a press
 * waits for that render before it can paint).
 */
export const HeaderNav = memo(function HeaderNav({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState('')
  // Opening one closes the one open: the platform reports that close too, maybe after this
  // one's open, so a close only clears what is still this one.
  const onOpenChange = useCallback(
    (id: string, isOpen: boolean) => setOpen((shown) => (isOpen ? id : shown === id ? '' : shown)),
    [],
  )
  const closeAll = useCallback(() => setOpen(''), [])
  return (
    <nav aria-label={t({ id: 'common.nav.label', message: 'Huvudmeny' })} className={navBar}>
      <ul className={navList}>
        {navItems.map((item) =>
          item.kind === 'link' ? (
            <li key={item.page}>
              <PageLink page={item.page} lang={lang} className={linkClass}>
                {t(item.label ?? pages[item.page].label)}
              </PageLink>
            </li>
          ) : (
            <li key={item.id}>
              <NavGroup
                group={item}
                lang={lang}
                open={open === item.id}
                onOpenChange={onOpenChange}
                onChoose={closeAll}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
})

/** One dropdown and its links: rendered again only when its own state (or the language) changes. */
const NavGroup = memo(function NavGroup(props: {
  group: Group
  lang: Locale
  open: boolean
  onOpenChange: (id: string, open: boolean) => void
  onChoose: () => void
}) {
  const { t } = useLingui()
  const { group, onOpenChange } = props
  const onGroupChange = useCallback(
    (isOpen: boolean) => onOpenChange(group.id, isOpen),
    [group.id, onOpenChange],
  )
  return (
    <NavDropdown
      label={t(group.label)}
      name="site-nav"
      open={props.open}
      onOpenChange={onGroupChange}
    >
      <ul className={css({ listStyle: 'none' })}>
        {group.pages.map((page) => (
          <li key={page}>
            <PageLink
              page={page}
              lang={props.lang}
              className={dropdownLinkClass}
              onClick={props.onChoose}
            >
              {t(pages[page].label)}
            </PageLink>
          </li>
        ))}
      </ul>
    </NavDropdown>
  )
})

const navBar = css({ display: { base: 'none', lg: 'block' }, flex: '1' })
const navList = css({ display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none' })
const linkClass = navItem()
const dropdownLinkClass = navItem({ kind: 'dropdown' })

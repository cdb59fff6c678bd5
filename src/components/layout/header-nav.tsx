import { memo, useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { navItem } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { pages } from '../../i18n/pages'
import { NavDropdown } from './nav-dropdown'
import { navItems } from './nav-items'
import { PageLink } from './page-link'

/**
 * The desktop navigation with its dropdowns. Which dropdown is open is this component's state, not
 * the header's: a dropdown opening or closing renders this list (its links memoised), not the
 * language switch, the phone menu and every link of the header (a press waits for that render
 * before it can paint).
 */
export const HeaderNav = memo(function HeaderNav({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState('')
  // One function for every dropdown link: the links (memoised) stay as they are.
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
              <NavDropdown
                label={t(item.label)}
                name="site-nav"
                open={open === item.id}
                // Opening one closes the one open: the platform reports that close too, maybe
                // after this one's open, so a close only clears what is still this one.
                onOpenChange={(isOpen) =>
                  setOpen((shown) => (isOpen ? item.id : shown === item.id ? '' : shown))
                }
              >
                <ul className={css({ listStyle: 'none' })}>
                  {item.pages.map((page) => (
                    <li key={page}>
                      <PageLink
                        page={page}
                        lang={lang}
                        className={dropdownLinkClass}
                        onClick={closeAll}
                      >
                        {t(pages[page].label)}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </NavDropdown>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
})

const navBar = css({ display: { base: 'none', lg: 'block' }, flex: '1' })
const navList = css({ display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none' })
const linkClass = navItem()
const dropdownLinkClass = navItem({ kind: 'dropdown' })

import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, container } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'
import { navItems } from './nav-items'
import { pageLabels } from './page-labels'
import { PageLink } from './page-link'

export function SiteHeader({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState('')
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '30',
        bg: 'bg.canvas',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={`${container()} ${css({ display: 'flex', alignItems: 'center', gap: '4', h: '16' })}`}
      >
        <Link
          to="/$lang"
          params={{ lang }}
          className={css({ textDecoration: 'none', flexShrink: 0 })}
          aria-label={t({ id: 'common.header.homeLink', message: 'Cirkla – till startsidan' })}
        >
          <Logo />
        </Link>

        <nav
          aria-label={t({ id: 'common.nav.label', message: 'Huvudmeny' })}
          className={css({ display: { base: 'none', lg: 'block' }, flex: '1' })}
        >
          <ul className={css({ display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none' })}>
            {navItems.map((item) =>
              item.kind === 'link' ? (
                <li key={item.page}>
                  <PageLink page={item.page} lang={lang} className={topLink}>
                    {t(pageLabels[item.page])}
                  </PageLink>
                </li>
              ) : (
                <li key={item.id}>
                  <NavDropdown
                    label={t(item.label)}
                    open={open === item.id}
                    onOpenChange={(isOpen) => setOpen(isOpen ? item.id : '')}
                  >
                    <ul className={css({ listStyle: 'none' })}>
                      {item.pages.map((page) => (
                        <li key={page}>
                          <PageLink page={page} lang={lang} className={dropdownLink} onClick={() => setOpen('')}>
                            {t(pageLabels[page])}
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

        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })}>
          <LanguageSwitcher lang={lang} className={switcher} />
          <a
            href={site.appLoginUrl}
            rel="noopener noreferrer"
            className={`${button({ size: 'sm' })} ${css({ display: { base: 'none', sm: 'inline-flex' } })}`}
          >
            <Trans id="common.header.appLogin">Logga in</Trans>
          </a>
          <MobileMenu lang={lang} />
        </div>
      </div>
    </header>
  )
}

const topLink = css({
  display: 'inline-flex',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.brandSubtle', color: 'fg.brand' },
  '&[aria-current=page]': { color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '0.4em' },
})

const dropdownLink = css({
  display: 'block',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '500',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.brandSubtle', color: 'fg.brand' },
  '&[aria-current=page]': { color: 'fg.brand', fontWeight: '700' },
})

const switcher = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.brand',
  textDecoration: 'none',
  _hover: { bg: 'bg.brandSubtle' },
})

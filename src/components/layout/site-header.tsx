import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button, container } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import * as NavMenu from '../ui/navigation-menu'
import { ChevronDownIcon } from '../ui/icons'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
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

        <NavMenu.Root
          value={open}
          onValueChange={(d) => setOpen(d.value)}
          disableHoverTrigger
          aria-label={t({ id: 'common.nav.label', message: 'Huvudmeny' })}
          className={css({ display: { base: 'none', lg: 'block' }, flex: '1' })}
        >
          <NavMenu.List>
            {navItems.map((item) =>
              item.kind === 'link' ? (
                <NavMenu.Item key={item.page} value={item.page}>
                  <NavMenu.Link asChild>
                    <PageLink page={item.page} lang={lang} className={topLink}>
                      {t(pageLabels[item.page])}
                    </PageLink>
                  </NavMenu.Link>
                </NavMenu.Item>
              ) : (
                <NavMenu.Item key={item.id} value={item.id}>
                  <NavMenu.Trigger>
                    {t(item.label)}
                    <NavMenu.ItemIndicator>
                      <ChevronDownIcon />
                    </NavMenu.ItemIndicator>
                  </NavMenu.Trigger>
                  <NavMenu.Content>
                    <ul className={css({ listStyle: 'none' })}>
                      {item.pages.map((page) => (
                        <li key={page}>
                          <NavMenu.Link asChild>
                            <PageLink page={page} lang={lang} onClick={() => setOpen('')}>
                              {t(pageLabels[page])}
                            </PageLink>
                          </NavMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavMenu.Content>
                </NavMenu.Item>
              ),
            )}
          </NavMenu.List>
        </NavMenu.Root>

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

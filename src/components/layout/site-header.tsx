import { Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { HeaderNav } from './header-nav'
import { appLoginName } from './nav-items'
import { PageLink } from './page-link'

export function SiteHeader({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  return (
    <header
      className={css({
        position: 'sticky',
        // Printed, it would sit over the text on every page: it prints once, at the top.
        _print: { position: 'static' },
        top: '0',
        zIndex: '30',
        bg: 'bg.canvas',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={cx(
          pageContainer(),
          css({
            display: 'flex',
            alignItems: 'center',
            gap: { base: '3', xl: '4' },
            h: '16',
            px: { lg: '4', xl: '8' },
          }),
        )}
      >
        <PageLink
          page="/$lang/"
          lang={lang}
          className={css({ textDecoration: 'none', flexShrink: 0 })}
          label={t({ id: 'common.header.homeLink', message: 'Cirkla – till startsidan' })}
        >
          {/* 1024–1279 px: the mark alone, so the full bar fits (the link keeps its name) */}
          <Logo compact />
        </PageLink>

        {/* The navigation, the language switch, the login and the phone menu: nothing the first
            screen needs live. React hydrates a Suspense boundary's server HTML in a pass of its
            own, after the page around it is live (its marker set); until then the links and
            disclosures work as HTML, and a press on one makes React hydrate the boundary at once
            and then hand it the press (selective hydration). The logo is live with the page. */}
        <Suspense>
          <HeaderNav lang={lang} />

          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: { base: '1', xl: '2' },
              ml: 'auto',
              // The language link, the app login and the menu are nothing to read on paper.
              _print: { display: 'none' },
            })}
          >
            <LanguageSwitcher lang={lang} className={switcher} />
            {/* The application's login, not the site's demo login page ("Kom igång"): its name says
                so; the bar has room only for the short text, which the name begins with. */}
            <a
              href={site.appLoginUrl}
              rel="noopener noreferrer"
              aria-label={t(appLoginName)}
              className={cx(
                button({ size: 'sm' }),
                css({ display: { base: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }),
              )}
            >
              <Trans id="common.header.appLogin">Logga in</Trans>
            </a>
            <MobileMenu lang={lang} />
          </div>
        </Suspense>
      </div>
    </header>
  )
}

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

import { Link, useLocation, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { rememberLanguage } from '../../i18n/detect'
import { otherLocale, type Locale } from '../../i18n/locales'
import { linkTo, SWITCH_FROM } from '../../i18n/slugs'
import { isPagePath, type PagePath } from '../../i18n/pages'
import { GlobeIcon } from '../ui/icons'
import { useHydrated } from '@tanstack/react-router'

/**
 * Same page in the other language: the slug is translated by the router rewrite, search and hash
 * kept (the calculator's values travel in its search). The prerendered link cannot know them, and
 * hydration keeps the server's href, so they are added by the render after hydration: the href
 * itself then carries them, for a new tab or a copied link as for a plain click.
 *
 * Until then (and without JavaScript) the link says `?switch-from=<lang>` instead: the host
 * (deploy/nginx.conf) answers it with the page and the query of the page the visitor came from,
 * which the browser names in the Referer; elsewhere the page does that itself
 * (src/i18n/canonical.ts, the marker: SWITCH_FROM in slugs.ts). The hash never reaches a server: it goes only with JavaScript.
 */
export function LanguageSwitcher({ lang, className }: { lang: Locale; className?: string }) {
  const { t } = useLingui()
  const other = otherLocale(lang)
  const matches = useMatches()
  const location = useLocation()
  const hydrated = useHydrated()
  const hash = hydrated ? location.hash : ''
  const leaf = matches.at(-1)?.fullPath ?? ''
  const page: PagePath = isPagePath(leaf) ? leaf : '/$lang/'
  return (
    <Link
      to={linkTo(page)}
      params={{ lang: other }}
      search={hydrated ? (prev) => prev : { [SWITCH_FROM]: lang }}
      hash={hash || undefined}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      <GlobeIcon className={css({ display: { lg: 'none', xl: 'inline' } })} />
      <span className={css({ ml: '1.5' })}>
        {t({ id: 'common.language.switchTo', message: 'English' })}
      </span>
    </Link>
  )
}

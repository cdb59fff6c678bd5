import type { MouseEvent } from 'react'
import { Link, useLocation, useRouter, type AnyRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { otherLocale, type Locale } from '../../i18n/locales'
import { linkTo, pageByInternalPath, SWITCH_FROM } from '../../i18n/slugs'
import type { PagePath } from '../../i18n/pages'
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
  // The page comes from the router's latest location, not from the matches shown: while a page
  // chosen a moment ago is still loading, the location is already its, and a switch pressed then
  // is meant for it (the latest intent), not for the page still on the screen.
  const location = useLocation()
  const hydrated = useHydrated()
  const hash = hydrated ? location.hash : ''
  const page: PagePath = pageByInternalPath(location.pathname) ?? '/$lang/'
  // The stored choice is written once the page in the other language is shown (SiteLayout): a
  // switch overtaken before then leaves it as it was.
  const router = useRouter()
  return (
    <Link
      to={linkTo(page)}
      params={{ lang: other }}
      search={hydrated ? (prev) => prev : { [SWITCH_FROM]: lang }}
      hash={hash || undefined}
      hrefLang={other}
      lang={other}
      className={cx(className, pressed)}
      onClick={(e) => afterPaint(e, router)}
    >
      <GlobeIcon className={css({ display: { lg: 'none', xl: 'inline' } })} />
      <span className={css({ ml: '1.5' })}>
        {t({ id: 'common.language.switchTo', message: 'English' })}
      </span>
    </Link>
  )
}

/**
 * The switch renders the whole page again in the other language, and inside the click the
 * visitor would see nothing until all of it had rendered (the router's state reaches React
 * through external stores, whose updates React renders at once, whatever the priority). A plain
 * click instead marks the link pressed (`aria-busy`, set on the element: no render stands between
 * the press and its frame) and follows the link's own href in a task after that frame
 * (requestAnimationFrame runs before the frame's paint; a task queued from it, after). A
 * navigation that began in between (Back, another link) is the latest intent: the switch is
 * dropped. A click with a modifier (a new tab or window) is the browser's, as on any link.
 */
function afterPaint(e: MouseEvent<HTMLAnchorElement>, router: AnyRouter) {
  if (e.button || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
  e.preventDefault()
  const link = e.currentTarget
  const from = router.latestLocation
  link.ariaBusy = 'true'
  const done = () => (link.ariaBusy = null)
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (router.latestLocation !== from) return done()
      // A public href, which the router's buildLocation reads and rewrites (the types want `to`).
      const options = { href: link.getAttribute('href') } as Parameters<AnyRouter['navigate']>[0]
      void router.navigate(options).finally(done)
    }),
  )
}

const pressed = css({ '&[aria-busy=true]': { bg: 'bg.brandSubtle', cursor: 'progress' } })

import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link, useLocation, useMatches, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
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
  // The stored choice is written once the page in the other language is shown (SiteLayout): a
  // switch overtaken before then leaves it as it was.
  const router = useRouter()
  const { switching, onClick } = useAfterPaint(() =>
    router.navigate({
      to: linkTo(page),
      params: { lang: other },
      search: (prev) => prev,
      hash: hash || undefined,
    }),
  )
  return (
    <Link
      to={linkTo(page)}
      params={{ lang: other }}
      search={hydrated ? (prev) => prev : { [SWITCH_FROM]: lang }}
      hash={hash || undefined}
      hrefLang={other}
      lang={other}
      className={cx(className, switching && pressed)}
      aria-busy={switching || undefined}
      onClick={onClick}
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
 * click instead shows the link pressed in the next frame and starts the navigation in a task
 * after that frame. Any navigation the router starts before it (Back, another link) overtakes it:
 * the latest intent wins, and the switch is dropped. A click with a modifier (a new tab or
 * window) is the browser's, as on any link.
 */
function useAfterPaint(navigate: () => Promise<void>) {
  const router = useRouter()
  const [switching, setSwitching] = useState(false)
  const cancel = useRef(() => {})
  useEffect(() => () => cancel.current(), [])
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    cancel.current()
    setSwitching(true)
    let timer: ReturnType<typeof setTimeout> | undefined
    // requestAnimationFrame runs before the frame's paint; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        stop()
        void navigate().finally(() => setSwitching(false))
      })
    })
    const overtaken = router.subscribe('onBeforeNavigate', () => {
      stop()
      setSwitching(false)
    })
    const stop = () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      overtaken()
    }
    cancel.current = stop
  }
  return { switching, onClick }
}

const pressed = css({ bg: 'bg.brandSubtle', cursor: 'progress' })

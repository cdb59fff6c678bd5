import { useSyncExternalStore } from 'react'
import {
  useRouter,
  type AnyRouter,
  type BlockerFn,
  type RouterHistory,
} from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { CloseIcon } from '../ui/icons'

/**
 * Offline, a link (or Back) to a page whose code or texts this document does not have yet keeps
 * the visitor on the page they are on, with what they typed, and says so. Online nothing waits:
 * the gate only looks when the browser says it is offline. It asks before the navigation starts,
 * through the router's own navigation blocker: the router then never leaves the page, and nothing
 * of it is replaced (a navigation that failed halfway would show the error page in its place).
 * A page already visited, or preloaded on hover, opens offline as usual.
 */
export function holdOfflineNavigations(router: AnyRouter) {
  const history = router.history as RouterHistory
  // Each navigation asked for, and each one done: an answer that comes after a later one (a try
  // still failing offline while the next, online, has already opened its page) is not the
  // visitor's latest intent. It neither shows the message again nor lets its page open.
  let latest = 0
  history.block({
    enableBeforeUnload: false,
    blockerFn: async ({ currentLocation, nextLocation }: Parameters<BlockerFn>[0]) => {
      const asked = ++latest
      if (navigator.onLine || nextLocation.pathname === currentLocation.pathname) return false
      const missing = await missesFiles(router, nextLocation.href)
      if (asked !== latest) return true
      setBlocked(missing ? nextLocation.href : undefined)
      return missing
    },
  })
  router.subscribe('onResolved', () => {
    latest++
    setBlocked(undefined)
  })
}

/** Loads what the page at `href` needs, as a hover preload does; true if a file could not come. */
async function missesFiles(router: AnyRouter, href: string): Promise<boolean> {
  let failed = false
  const onFailure = () => (failed = true)
  addEventListener('vite:preloadError', onFailure)
  try {
    // A public href, which the router's buildLocation reads and rewrites (the types want `to`).
    const options = { href } as Parameters<AnyRouter['preloadRoute']>[0]
    const matches = await router.preloadRoute(options)
    return failed || !matches || matches.some((m) => m.status === 'error')
  } catch {
    return true
  } finally {
    removeEventListener('vite:preloadError', onFailure)
  }
}

/** The page the visitor could not reach, and how many times: each try is announced anew. */
let blocked: { href: string; tries: number } | undefined
const listeners = new Set<() => void>()
function setBlocked(href: string | undefined) {
  blocked = href ? { href, tries: (blocked?.tries ?? 0) + 1 } : undefined
  listeners.forEach((l) => l())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The message, in the page's language, over the page's foot; rendered by the root document. */
export function OfflineNotice() {
  const { t } = useLingui()
  const router = useRouter()
  const shown = useSyncExternalStore(
    subscribe,
    () => blocked,
    () => undefined,
  )
  if (!shown) return null
  return (
    <div key={shown.tries} role="alert" className={notice}>
      <p>
        <Trans id="common.offline.text">
          Sidan kunde inte laddas: ingen anslutning. Det ni har skrivit finns kvar.
        </Trans>
      </p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={() => router.history.push(shown.href)}
        >
          <Trans id="common.error.retry">Försök igen</Trans>
        </button>
        <button
          type="button"
          className={button({ size: 'sm', visual: 'ghost' })}
          aria-label={t({ id: 'common.offline.close', message: 'Stäng meddelandet' })}
          onClick={() => setBlocked(undefined)}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </div>
  )
}

const notice = css({
  position: 'fixed',
  insetInline: '4',
  bottom: '4',
  zIndex: '50',
  maxW: 'lg',
  mx: 'auto',
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'raised',
  textStyle: 'small',
})

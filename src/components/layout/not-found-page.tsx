import { useEffect } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from '../../i18n/locales'
import { historyEntryKey } from '../hydration/router-internals'
import { PageLink } from './page-link'
import { SiteLayout } from './site-layout'

export function NotFoundPage() {
  const { i18n } = useLingui()
  const lang: Locale = isLocale(i18n.locale) ? i18n.locale : 'sv'
  useLogNotFound()
  return (
    <section
      className={cx(
        pageContainer({ width: 'prose' }),
        css({ py: '20', textAlign: 'center', display: 'grid', gap: '5', justifyItems: 'center' }),
      )}
    >
      <p
        className={css({ fontSize: '6xl', fontWeight: '800', color: 'fg.brand', lineHeight: '1' })}
        aria-hidden="true"
      >
        404
      </p>
      <h1 className={css({ textStyle: 'h2' })} data-testid="not-found">
        <Trans id="common.notFound.title">Sidan kunde inte hittas</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans id="common.notFound.text">
          Felkod 404: adressen finns inte, eller så har sidan flyttats.
        </Trans>
      </p>
      <PageLink page="/$lang/" lang={lang} className={button()}>
        <Trans id="common.notFound.home">Till startsidan</Trans>
      </PageLink>
    </section>
  )
}

let loggedEntry: string | undefined

/**
 * Logs the address the visitor asked for, once per history entry that showed this page. Checked
 * when the page comes and when a navigation to another address resolves (the next address may be
 * missing too, shown by this same component), never while a navigation away is loading: the
 * address bar already names the next page then.
 */
function useLogNotFound() {
  const router = useRouter()
  const resolved = useRouterState({
    select: (s) => s.resolvedLocation && historyEntryKey(s.resolvedLocation),
  })
  useEffect(() => {
    const { pathname } = router.history.location
    const entry = historyEntryKey(router.history.location)
    if (entry === loggedEntry) return
    loggedEntry = entry
    // A missing page is expected traffic, not an application error: warn, don't error.
    console.warn('Page not found:', pathname)
  }, [router, resolved])
}

/** Not-found outside /sv and /en (e.g. /xx/page): the active language is kept, in the full layout. */
export function StandaloneNotFound() {
  const { i18n } = useLingui()
  return (
    <SiteLayout lang={isLocale(i18n.locale) ? i18n.locale : 'sv'}>
      <NotFoundPage />
    </SiteLayout>
  )
}

import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from '../../i18n/locales'
import { PageLink } from './page-link'
import { SiteLayout } from './site-layout'

export function NotFoundPage() {
  const { pathname } = useLocation()
  const { i18n } = useLingui()
  const lang: Locale = isLocale(i18n.locale) ? i18n.locale : 'sv'
  useEffect(() => {
    // A missing page is expected traffic, not an application error: warn, don't error.
    console.warn('Page not found:', window.location.pathname)
  }, [pathname])
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

/** Not-found outside /sv and /en (e.g. /xx/page): the active language is kept, in the full layout. */
export function StandaloneNotFound() {
  const { i18n } = useLingui()
  return (
    <SiteLayout lang={isLocale(i18n.locale) ? i18n.locale : 'sv'}>
      <NotFoundPage />
    </SiteLayout>
  )
}

import { useLayoutEffect, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { rememberLanguage } from '../../i18n/detect'
import type { Locale } from '../../i18n/locales'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { HydrationMarker } from '../hydration/hydration-marker'
import { MAIN_ID } from './landmarks'

export function SiteLayout({ lang, children }: { lang: Locale; children: ReactNode }) {
  // The prerender writes <html lang>; client-side language switches keep it and the stored choice
  // current. In the commit that shows the page in the new language (a layout effect, not one after
  // the paint): the page, its <html lang> and the remembered choice change together, and a switch
  // overtaken before that commit leaves the choice as it was.
  useLayoutEffect(() => {
    document.documentElement.lang = lang
    rememberLanguage(lang)
  }, [lang])

  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <a href={`#${MAIN_ID}`} className={skipLink}>
        <Trans id="common.skipLink">Hoppa till huvudinnehållet</Trans>
      </a>
      <SiteHeader lang={lang} />
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
        {children}
      </main>
      <SiteFooter lang={lang} />
      <HydrationMarker />
    </div>
  )
}

const skipLink = css({
  position: 'absolute',
  left: '4',
  top: '-20',
  zIndex: '50',
  bg: 'bg.canvas',
  color: 'fg.link',
  px: '4',
  py: '2',
  borderRadius: 'md',
  boxShadow: 'raised',
  fontWeight: '600',
  _focus: { top: '4' },
})

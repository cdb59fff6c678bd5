import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { pageUrl } from '../../i18n/head'
import type { Locale } from '../../i18n/locales'
import { pages, type PagePath } from '../../i18n/pages'
import { JsonLd } from './json-ld'
import { PageLink } from './page-link'

/** Home › current page, with BreadcrumbList structured data. */
export function Breadcrumb({ lang, page }: { lang: Locale; page: PagePath }) {
  const { t } = useLingui()
  const home = t(pages['/$lang/'].label)
  const current = t(pages[page].label)
  return (
    <nav
      aria-label={t({ id: 'common.breadcrumb.label', message: 'Brödsmulor' })}
      className={css({ _print: { display: 'none' } })}
    >
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          listStyle: 'none',
          textStyle: 'small',
        })}
      >
        <li className={css({ display: 'flex', gap: '2' })}>
          <PageLink page="/$lang/" lang={lang} className={link()}>
            {home}
          </PageLink>
          <span aria-hidden="true" className={css({ color: 'fg.muted' })}>
            ›
          </span>
        </li>
        <li aria-current="page" className={css({ color: 'fg.muted' })}>
          {current}
        </li>
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: home, item: pageUrl('/$lang/', lang) },
            { '@type': 'ListItem', position: 2, name: current, item: pageUrl(page, lang) },
          ],
        }}
      />
    </nav>
  )
}

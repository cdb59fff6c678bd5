import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card, pageContainer, link, section } from '../../../styled-system/recipes'
import { pages, type PagePath } from '../../i18n/pages'
import { useLang } from '../../i18n/use-lang'
import { PageLink } from '../layout/page-link'
import { cardGrids } from './card-list'

/** "Read more" band: cards that link to related pages, each with a one-line reason to go there. */
export function RelatedLinks({ links }: { links: { page: PagePath; text: ReactNode }[] }) {
  const { i18n } = useLingui()
  const lang = useLang()
  return (
    <section aria-labelledby="related-title" className={section({ tone: 'subtle' })}>
      <div className={cx(pageContainer(), css({ display: 'grid', gap: '6' }))}>
        <h2 id="related-title" className={css({ textStyle: 'h2' })}>
          <Trans id="common.relatedLinks.title">Läs vidare</Trans>
        </h2>
        <ul className={cardGrids[3]}>
          {links.map((l) => (
            <li key={l.page} className={card()}>
              <PageLink
                page={l.page}
                lang={lang}
                className={cx(link(), css({ fontWeight: '700', fontSize: 'lg' }))}
              >
                {i18n._(pages[l.page].label)}
              </PageLink>
              <p className={css({ color: 'fg.muted' })}>{l.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

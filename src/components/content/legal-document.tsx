import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { pageContainer, link } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { PagePath } from '../../i18n/pages'
import { useLang } from '../../i18n/use-lang'
import { PageLink } from '../layout/page-link'
import { BackToTop } from './back-to-top'
import { PhoneLink, PostalAddress } from './contact-details'
import { DataTable } from './data-table'
import { TableOfContents } from './table-of-contents'

/**
 * Where a clause comes from, so a reader (or a lawyer) can check it: a section of the product spec
 * (`'§4'`, the topic in a comment beside it), or, for what the site itself does, the file whose
 * code makes the statement true (`'code:src/i18n/detect.ts'`). A clause with neither does not
 * belong in a legal text.
 */
type ClauseSource = `§${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` | `code:${string}`

/** One block of legal text; the texts are message descriptors so both languages share one structure. */
export type LegalBlock =
  | { kind: 'p'; text: MessageDescriptor; source: ClauseSource[] }
  | { kind: 'h3'; text: MessageDescriptor }
  | { kind: 'list'; items: MessageDescriptor[]; source: ClauseSource[] }
  | {
      kind: 'terms'
      items: { term: MessageDescriptor; definition: MessageDescriptor }[]
      source: ClauseSource[]
    }
  | {
      kind: 'table'
      caption: MessageDescriptor
      head: MessageDescriptor[]
      rows: MessageDescriptor[][]
      source: ClauseSource[]
    }
  /** A paragraph that is a link to another page of the site. */
  | { kind: 'pageLink'; page: PagePath; text: MessageDescriptor }
  /** The provider's contact details from the site config. */
  | { kind: 'contact' }

export interface LegalSection {
  /** Anchor of the section (table of contents, deep links). */
  id: string
  heading: MessageDescriptor
  blocks: LegalBlock[]
}

/**
 * A long legal text: numbered sections, an optional table of contents with anchors and the
 * back-to-top button. Works without JavaScript except the button, which only enhances.
 */
export function LegalDocument({
  sections,
  toc = false,
}: {
  sections: LegalSection[]
  toc?: boolean
}) {
  const { t } = useLingui()
  // The back-to-top button is sticky inside this wrapper (after the grid), not fixed to the
  // window: it floats at the bottom of the screen while the document is read, then stops at the
  // document's end, so it never covers the footer's links (a fixed one sat on "Cookies" at 390 px).
  return (
    <div>
      <div
        className={cx(
          pageContainer(),
          css({
            display: 'grid',
            gap: { base: '8', lg: '12' },
            py: { base: '10', md: '14' },
            gridTemplateColumns: toc
              ? { base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }
              : 'minmax(0, 1fr)',
            alignItems: 'start',
          }),
        )}
      >
        {toc && (
          <TableOfContents
            className={tocBox}
            entries={sections.map((s, i) => ({ id: s.id, label: `${i + 1}. ${t(s.heading)}` }))}
          />
        )}
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: '10',
            maxW: '3xl',
            minW: '0',
          })}
        >
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}
            >
              <h2
                id={`${s.id}-heading`}
                className={css({
                  // fluid on a phone (text-styles.ts): "Personuppgiftsbiträdesavtal" fits at 320 px
                  textStyle: 'h3',
                  fontSize: { md: '2xl' },
                  fontWeight: '700',
                  lineHeight: '1.25',
                  overflowWrap: 'anywhere',
                  hyphens: 'auto',
                })}
              >
                {i + 1}. {t(s.heading)}
              </h2>
              {s.blocks.map((b, j) => (
                <Block key={j} block={b} />
              ))}
            </section>
          ))}
        </div>
      </div>
      <BackToTop />
    </div>
  )
}

function Block({ block }: { block: LegalBlock }) {
  const { t } = useLingui()
  const lang = useLang()
  switch (block.kind) {
    case 'p':
      return <p className={prose}>{t(block.text)}</p>
    case 'h3':
      return (
        <h3 className={css({ fontSize: 'lg', fontWeight: '650', mt: '2' })}>{t(block.text)}</h3>
      )
    case 'list':
      return (
        <ul className={cx(prose, css({ listStyle: 'disc', pl: '6', display: 'grid', gap: '2' }))}>
          {block.items.map((item) => (
            <li key={item.id}>{t(item)}</li>
          ))}
        </ul>
      )
    case 'terms':
      return (
        <dl className={css({ display: 'grid', gap: '3' })}>
          {block.items.map((item) => (
            <div key={item.term.id}>
              <dt className={css({ fontWeight: '600' })}>{t(item.term)}</dt>
              <dd className={prose}>{t(item.definition)}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      // The data table every page uses: at 320 px it scrolls in its own focusable region, named
      // by its caption, instead of widening the page.
      return (
        <DataTable
          id={block.caption.id.replace(/\./g, '-')}
          caption={t(block.caption)}
          columns={block.head.map((h) => t(h))}
          rows={block.rows.map(([first, ...rest]) => ({
            id: first!.id,
            header: t(first!),
            cells: rest.map((c) => t(c)),
          }))}
        />
      )
    case 'pageLink':
      return (
        <p className={prose}>
          <PageLink page={block.page} lang={lang} className={link()}>
            {t(block.text)}
          </PageLink>
        </p>
      )
    case 'contact':
      return (
        <address className={cx(prose, css({ fontStyle: 'normal' }))}>
          {site.name}, <PostalAddress />
          <br />
          <a className={link()} href={`mailto:${site.email}`}>
            {site.email}
          </a>
          {' · '}
          <PhoneLink className={link()} />
        </address>
      )
  }
}

const prose = css({ color: 'fg.default', lineHeight: '1.7' })
// Beside the document on wide screens, where it stays in view while the document scrolls.
const tocBox = css({
  position: { lg: 'sticky' },
  top: { lg: '20' },
  maxH: { lg: 'calc(100vh - 6rem)' },
  overflowY: { lg: 'auto' },
})

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'

export interface TocEntry {
  /** The id of the section the entry jumps to. */
  id: string
  label: ReactNode
}

/**
 * "Innehåll": a list of anchor links to a long page's sections (spec §2: sustainability
 * reporting, privacy policy, terms of service), with BackToTop at the page's end. Plain links:
 * works without JavaScript, and a jump is a history entry the back button returns from.
 */
export function TableOfContents({
  entries,
  className,
}: {
  entries: TocEntry[]
  className?: string
}) {
  return (
    <nav
      aria-labelledby="toc-title"
      className={cx(css({ bg: 'bg.subtle', borderRadius: 'lg', p: '5' }), className)}
    >
      <h2 id="toc-title" className={css({ fontWeight: '700', mb: '3' })}>
        <Trans id="common.toc.title">Innehåll</Trans>
      </h2>
      <ol className={css({ display: 'grid', gap: '2', listStyle: 'none', textStyle: 'small' })}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={link({ variant: 'subtle' })}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

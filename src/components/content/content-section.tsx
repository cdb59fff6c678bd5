import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { pageContainer, section } from '../../../styled-system/recipes'

/**
 * One titled band of a content page: a landmark-free <section> named by its h2, so a page's
 * headings stay in order (h1 in PageIntro, h2 here, h3 inside).
 */
export function ContentSection(props: {
  id: string
  title: ReactNode
  intro?: ReactNode
  tone?: 'plain' | 'subtle' | 'brand' | 'deep'
  width?: 'wide' | 'prose'
  children?: ReactNode
}) {
  const headingId = `${props.id}-title`
  const deep = props.tone === 'deep'
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className={cx(section({ tone: props.tone }), css({ overflowWrap: 'break-word' }))}
    >
      <div
        className={cx(
          pageContainer({ width: props.width }),
          css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)' }),
        )}
      >
        <div className={css({ display: 'grid', gap: '3', maxW: '3xl' })}>
          <h2
            id={headingId}
            className={css({ textStyle: 'h2', color: deep ? 'fg.inverted' : 'fg.default' })}
          >
            {props.title}
          </h2>
          {props.intro && (
            <p className={css({ textStyle: 'lead', color: deep ? 'fg.inverted' : 'fg.muted' })}>
              {props.intro}
            </p>
          )}
        </div>
        {props.children}
      </div>
    </section>
  )
}

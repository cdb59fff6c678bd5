import type { MouseEvent, Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { focusRing, link } from '../../../styled-system/recipes'
import { formMessages } from './form-messages'

export interface SummaryItem {
  id: string
  /** catalogue id of the message */
  message: string
}

/** Moves focus to the field itself (the URL hash and the router stay untouched). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'center' })
  target.focus({ preventScroll: true })
}

/**
 * The GOV.UK error summary: "Formuläret innehåller fel" and one link per error, in form order. The form
 * focuses it after a failed submit, so it is announced at once.
 */
export function ErrorSummary({
  ref,
  ...props
}: {
  id: string
  items: SummaryItem[]
  headingLevel?: 2 | 3
  /** values the messages name */
  values?: Record<string, string>
  ref?: Ref<HTMLDivElement>
}) {
  const { i18n } = useLingui()
  const Heading = `h${props.headingLevel ?? 2}` as const
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${props.id}-title`}
      className={cx(
        focusRing({ when: 'focused' }),
        css({
          borderWidth: '4px',
          borderColor: 'border.danger',
          bg: 'bg.canvas',
          color: 'fg.default',
          borderRadius: 'md',
          p: '5',
          display: 'grid',
          gap: '3',
        }),
      )}
    >
      <Heading id={`${props.id}-title`} className={css({ fontSize: 'xl', fontWeight: '700' })}>
        {i18n._(formMessages.summaryTitle)}
      </Heading>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
        {props.items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(e) => focusField(e, item.id)}
              className={cx(link(), css({ color: 'fg.danger', fontWeight: '600' }))}
            >
              {i18n._(item.message, props.values)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

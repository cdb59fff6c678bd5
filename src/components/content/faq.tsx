import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { ChevronDownIcon } from '../ui/icons'
import { JsonLd } from '../layout/json-ld'

export interface FaqItem {
  /** Stable value for the item (and anchor). */
  id: string
  question: string
  answer: string
}

/**
 * FAQ as the spec wants it: one item open at a time, collapsible, with FAQPage structured data
 * built from exactly the questions and answers on screen. Pass already translated text.
 *
 * Built on <details name="…">, the platform's exclusive accordion: opening one item closes the
 * others, keyboard and screen-reader semantics come with it, and it works before hydration and
 * without JavaScript. Ark's accordion did the same with ~12 KB gzip of JavaScript on every FAQ
 * page's first load, which the home page's 135 KB budget cannot carry.
 */
export function Faq({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId()
  // Questions stay headings (HTML allows heading content in <summary>), for heading navigation.
  const Heading = `h${headingLevel}` as const
  return (
    <>
      <div className={list} data-scope="faq">
        {items.map((item) => {
          const questionId = `${group}-${item.id}`
          return (
            <details key={item.id} name={group} className={entry} data-part="item">
              <summary id={questionId} className={trigger} data-part="item-trigger">
                <Heading className={question}>{item.question}</Heading>
                <ChevronDownIcon size={20} className={indicator} />
              </summary>
              <div role="region" aria-labelledby={questionId} className={answer}>
                <p>{item.answer}</p>
              </div>
            </details>
          )
        })}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </>
  )
}

const list = css({ borderTopWidth: '1px', borderColor: 'border.default' })
const entry = css({ borderBottomWidth: '1px', borderColor: 'border.default' })
const trigger = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  py: '4',
  fontWeight: '600',
  fontSize: 'lg',
  color: 'fg.default',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { color: 'fg.brand' },
})
const indicator = css({
  flexShrink: 0,
  color: 'fg.brand',
  transition: 'transform 0.2s',
  'details[open] > summary > &': { transform: 'rotate(180deg)' },
})
const question = css({ font: 'inherit', color: 'inherit' })
const answer = css({ pb: '4', color: 'fg.muted' })

import { useId } from 'react'
import { accordion } from '../../../styled-system/recipes'
import { ChevronDownIcon } from '../ui/icons'
import { JsonLd } from '../layout/json-ld'

export interface FaqItem {
  /** Stable value for the item (part of its question's id). */
  id: string
  question: string
  answer: string
}

/**
 * FAQ as the spec wants it: one item open at a time, collapsible, with FAQPage structured data
 * built from exactly the questions and answers on screen. Pass already translated text.
 *
 * One rendering, prerendered and hydrated as is: `<details name="…">` is the platform's exclusive
 * accordion (one open at a time, keyboard and screen-reader semantics, find-in-page opens the
 * matching answer) and needs no JavaScript, so no accordion library ships on any page.
 */
export function Faq({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  // useId is the same in the prerender and the browser: the group name and the ids hydrate as is.
  const group = useId()
  const classes = accordion()
  // Questions stay headings (HTML allows heading content in <summary>), for heading navigation.
  const Heading = `h${headingLevel}` as const
  return (
    <>
      <div className={classes.root}>
        {items.map((item) => {
          const questionId = `${group}-${item.id}`
          return (
            <details key={item.id} name={group} className={classes.item}>
              <summary id={questionId} className={classes.itemTrigger}>
                <Heading className={classes.question}>{item.question}</Heading>
                <ChevronDownIcon size={20} className={classes.itemIndicator} />
              </summary>
              <div role="region" aria-labelledby={questionId} className={classes.itemContent}>
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

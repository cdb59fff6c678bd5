import { useEffect, useId, useRef, useState } from 'react'
import { accordion } from '../../../styled-system/recipes'
import { useUpgrade } from '../hydration/use-upgrade'
import { ChevronDownIcon } from '../ui/icons'
import { JsonLd } from '../layout/json-ld'
import type { ArkFaq as ArkFaqType } from './ark-faq'

export interface FaqItem {
  /** Stable value for the item (and anchor). */
  id: string
  question: string
  answer: string
}

// Ark's accordion with its state machine is ~10 KB gzip, more than the home page's 135 KB budget
// has left. It is fetched when the visitor starts on the page (first focus or press anywhere);
// until then, in the prerendered HTML and without JavaScript, <details name> is the accordion.
let ArkFaq: typeof ArkFaqType | undefined
const loadArkFaq = () =>
  import('./ark-faq').then((m) => {
    ArkFaq = m.ArkFaq
  })

/**
 * FAQ as the spec wants it: one item open at a time, collapsible, with FAQPage structured data
 * built from exactly the questions and answers on screen. Pass already translated text.
 *
 * First rendered as <details name="…">, the platform's exclusive accordion (keyboard and
 * screen-reader semantics included, works before hydration), then replaced by Ark's accordion with
 * the same classes and the same item open, never while focus is inside it (useUpgrade).
 */
export function Faq({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId()
  const rootId = `${group}-faq`
  const upgraded = useUpgrade(rootId, loadArkFaq)
  const [open, setOpen] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  // An item opened before hydration has no React event behind it: read it once.
  useEffect(() => {
    const opened = root.current?.querySelector<HTMLElement>('details[open]')
    if (opened) setOpen(opened.dataset.value ?? null)
  }, [])
  const classes = accordion()
  // Questions stay headings (HTML allows heading content in <summary>), for heading navigation.
  const Heading = `h${headingLevel}` as const
  return (
    <>
      {upgraded && ArkFaq ? (
        <ArkFaq items={items} headingLevel={headingLevel} open={open} />
      ) : (
        <div ref={root} id={rootId} className={classes.root}>
          {items.map((item) => {
            const questionId = `${group}-${item.id}`
            return (
              <details
                key={item.id}
                name={group}
                data-value={item.id}
                className={classes.item}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open
                  setOpen((current) => (isOpen ? item.id : current === item.id ? null : current))
                }}
              >
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
      )}
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

import * as Accordion from '../ui/accordion'
import { ChevronDownIcon } from '../ui/icons'
import { JsonLd } from '../layout/json-ld'

export interface FaqItem {
  /** Stable value for the accordion item (and anchor). */
  id: string
  question: string
  answer: string
}

/**
 * FAQ as the spec wants it: one item open at a time, collapsible, with FAQPage structured data
 * built from exactly the questions and answers on screen. Pass already translated text.
 */
export function Faq({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <>
      <Accordion.Root collapsible multiple={false}>
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Heading>
              <Accordion.ItemTrigger>
                {item.question}
                <Accordion.ItemIndicator>
                  <ChevronDownIcon size={20} />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <p>{item.answer}</p>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
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

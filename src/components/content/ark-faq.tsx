import * as Accordion from '../ui/accordion'
import { accordion } from '../../../styled-system/recipes'
import { ChevronDownIcon } from '../ui/icons'
import type { FaqItem } from './faq'

/**
 * The FAQ as an Ark accordion (client only: it replaces the prerendered <details> list once the
 * visitor has started on the page, see Faq). One item open at a time, collapsible, arrow keys and
 * Home/End between the questions. `open` carries over the item the visitor had already opened.
 */
export function ArkFaq({
  items,
  headingLevel,
  open,
}: {
  items: FaqItem[]
  headingLevel: 2 | 3 | 4
  open: string | null
}) {
  const Heading = `h${headingLevel}` as const
  const classes = accordion()
  return (
    <Accordion.Root collapsible defaultValue={open ? [open] : []}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Heading className={classes.question}>
            <Accordion.ItemTrigger>
              {item.question}
              {/* a span: a button's content must be phrasing content */}
              <Accordion.ItemIndicator asChild>
                <span>
                  <ChevronDownIcon size={20} />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <p>{item.answer}</p>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

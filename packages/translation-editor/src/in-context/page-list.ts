import type { MessageMap } from './message-map'
import { attributes, belonging, BUTTON, CHROME, HEADING, isPlaceholder, maxText } from './pick'

/** Where a message shows on the page, as the list (Alt+Shift+L) names it. */
export type Where =
  | 'heading'
  | 'menu'
  | 'link'
  | 'button'
  | 'label'
  | 'text'
  | (typeof attributes)[number]
  | 'select-placeholder'
  | 'select-option'
  | 'head-title'
  | 'meta-description'
  | 'meta'
  | 'rendered'

export interface Listed {
  id: string
  /** Every place it shows (a page label: the tab title and the menu), first seen first. */
  where: Where[]
  text: string
}

const MENU = 'header, nav, [role=banner], [role=navigation]'
const FIELD_LABEL = 'label, legend'

/** What the element holding a text is to the visitor. */
function whereOf(el: Element): Where {
  if (el instanceof HTMLOptionElement)
    return isPlaceholder(el) ? 'select-placeholder' : 'select-option'
  if (el.closest(HEADING)) return 'heading'
  if (el.closest(BUTTON)) return 'button'
  const link = el.closest('a[href]')
  if (link) return link.closest(MENU) ? 'menu' : 'link'
  if (el.closest(FIELD_LABEL)) return 'label'
  return 'text'
}

interface Place {
  ids: string[]
  where: Where
  text: string
  chrome: boolean
  /** A part of a sentence: names the sentence only when nothing else on the page does. */
  part?: boolean
}

/** The places of the head and the body that show a recorded text, in document order. */
function places(map: MessageMap, ignore: Node): Place[] {
  const found: Place[] = []
  const add = (ids: string[], where: Where, text: string, chrome: boolean, part = false) => {
    if (ids.length) found.push({ ids, where, text: text.trim(), chrome, part })
  }
  // The head is rendered by the shared chrome's messages (the `common` catalogue), as the header.
  for (const part of document.title.split('|')) add(map.whole(part), 'head-title', part, true)
  for (const meta of document.head.querySelectorAll('meta[content]')) {
    const content = meta.getAttribute('content') ?? ''
    const name = meta.getAttribute('name') ?? meta.getAttribute('property')
    const where = name === 'description' ? 'meta-description' : 'meta'
    add(map.whole(content), where, content, true)
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      ignore.contains(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node as Element
    const chrome = !!el.closest(CHROME)
    const text = el.textContent ?? ''
    // A wrapper with one child of the same text (a header around the menu link) is not the place:
    // the child is, reached next.
    const wrapper = [...el.children].some((child) => child.textContent === text)
    if (text.length <= maxText && el.children.length > 0 && !wrapper)
      add(map.whole(text), whereOf(el), text, chrome)
    for (const attr of attributes) {
      const value = el.getAttribute(attr)
      if (value) add(map.whole(value), attr, value, chrome)
    }
    for (const child of el.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE) continue
      const value = child.textContent ?? ''
      add(map.whole(value), whereOf(el), value, chrome)
      add(map.part(value), 'text', value, chrome, true)
    }
  }
  return found
}

/**
 * Every message of the current page, for texts that cannot be clicked: the head (title, meta
 * description and the other meta texts) first, then the body in document order, then what the
 * page rendered but does not show now (a closed panel, a state not reached). Each is named by the
 * places it shows. One text can be several messages (the H1 "Miljöavgiftskalkylator" and the
 * page label in the tab title): a place names the messages that belong there (pick.ts, belonging),
 * the others only when nothing better names them.
 */
export function pageMessages(map: MessageMap, ignore: Node): Listed[] {
  const named = new Map<string, Listed>()
  const fallback = new Map<string, Listed>()
  const order: string[] = []
  for (const place of places(map, ignore)) {
    const own = new Set(place.part ? [] : belonging(place.ids, place.chrome))
    for (const id of place.ids) {
      if (!named.has(id) && !fallback.has(id)) order.push(id)
      const into = own.has(id) ? named : fallback
      const listed = into.get(id)
      if (!listed) into.set(id, { id, where: [place.where], text: place.text })
      else if (!listed.where.includes(place.where)) listed.where.push(place.where)
    }
  }
  const shown = order.map((id) => named.get(id) ?? fallback.get(id)!)
  const notShown = map
    .renderedAt(location.pathname)
    .filter((id) => !named.has(id) && !fallback.has(id))
    .map((id): Listed => ({ id, where: ['rendered'], text: map.lastText(id) }))
  return [...shown, ...notShown]
}

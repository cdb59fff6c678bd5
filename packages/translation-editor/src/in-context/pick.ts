import type { MessageMap } from './message-map'

/** The attributes a `t`/`msg` string lands in. */
export const attributes = ['alt', 'aria-label', 'title', 'placeholder'] as const
/** Which text of the element a pick matched: its text, one of its attributes, a select's option. */
type Matched = 'text' | (typeof attributes)[number] | 'option'

export interface Picked {
  element: Element
  ids: string[]
  where: Matched
  /** What each id is on this page, for the tabs when one click matches several. */
  what?: Record<string, What[]>
  /** How many of `ids`, first, are the sentence the clicked element is a part of. */
  sentence?: number
}

/**
 * The sentence around the clicked part, the clicked element's own kinds, a select's placeholder
 * and options, then the other places a same-text message shows.
 */
export type What =
  | 'sentence'
  | 'heading'
  | 'button'
  | 'link'
  | 'text'
  | 'title'
  | 'menu'
  | 'selectPlaceholder'
  | 'selectOption'
  | 'elsewhere'

const namespace = (id: string) => id.slice(0, id.indexOf('.'))
export const CHROME = 'header, nav, footer, [role=banner], [role=navigation], [role=contentinfo]'
export const HEADING = 'h1, h2, h3, h4, h5, h6, [role=heading]'
export const BUTTON = 'button, [role=button], input[type=submit]'

/** 0: `id` belongs where it shows (a `common` id in the chrome, a page's own in its body). */
const placeScore = (id: string, inChrome: boolean) =>
  (namespace(id) === 'common') === inChrome ? 0 : 1

/** Of the ids one text matches, those that belong where it shows (all when none does). */
export function belonging(ids: readonly string[], inChrome: boolean): string[] {
  const best = Math.min(...ids.map((id) => placeScore(id, inChrome)))
  return ids.filter((id) => placeScore(id, inChrome) === best)
}

/**
 * One text, several ids (the H1 "Miljöavgiftskalkylator" and the page label of the same words):
 * the map knows texts, not which call rendered this node. The catalogue says where a message
 * belongs: `common` renders the shared chrome (header, menu, footer, the tab title), a page's own
 * catalogue its body. So in the body the page's own messages come first, in the chrome the common
 * ones; otherwise the order stays (first rendered first). Stable, pure: unit-tested.
 */
export function rankIds(ids: readonly string[], inChrome: boolean): string[] {
  const score = (id: string) => placeScore(id, inChrome)
  return ids
    .map((id, i) => ({ id, i, s: score(id) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.id)
}

function ownKind(el: Element): What {
  const tag = el.tagName.toLowerCase()
  if (/^h[1-6]$/.test(tag) || el.closest(HEADING)) return 'heading'
  if (el.closest(BUTTON)) return 'button'
  if (el.closest('a[href]')) return 'link'
  return 'text'
}

/**
 * Orders a pick's ids and says what each is: the sentence around the clicked part first (as
 * found), then the rest ranked (rankIds): this element, the tab title, the menu.
 */
export function explain(map: MessageMap, picked: Picked): Picked {
  if (picked.ids.length < 2 || picked.what) return picked
  const inChrome = !!picked.element.closest(CHROME)
  const lead = picked.sentence ?? 0
  const ids = [...picked.ids.slice(0, lead), ...rankIds(picked.ids.slice(lead), inChrome)]
  const titleParts = new Set(document.title.split('|').map((p) => p.trim()))
  const menuTexts = new Set(
    [...document.querySelectorAll(`:is(${CHROME}) a[href]`)].map((a) => a.textContent?.trim()),
  )
  const what: Record<string, What[]> = {}
  ids.forEach((id, i) => {
    if (i < lead) return void (what[id] = ['sentence'])
    if (i === lead) return void (what[id] = [ownKind(picked.element)])
    const text = map.lastText(id)
    const places: What[] = []
    if (namespace(id) === 'common' && titleParts.has(text)) places.push('title')
    if (namespace(id) === 'common' && menuTexts.has(text)) places.push('menu')
    what[id] = places.length ? places : ['elsewhere']
  })
  return { ...picked, ids, what }
}

/**
 * The element under the pointer for a pick. From the hit-test stack, not the event's target: a
 * disabled button gets no click (the pointerdown is caught at the document instead), and a
 * transparent layer over the page would be the target. `ignore` (the panel) is skipped.
 */
export function pickAtPoint(map: MessageMap, x: number, y: number, ignore: Node): Picked | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (ignore.contains(el)) return null
    if (el === document.body || el === document.documentElement) break
    const found = pick(map, el, ignore)
    if (found) return explain(map, found)
  }
  return null
}

// A container's whole text (a section, the page) is never one message: skip the string work.
export const maxText = 4000

/**
 * The message under the pointer: from the element up, the first whose whole text, one of its
 * text attributes, or one of its own text nodes is a recorded rendering. Whole texts first, so a
 * `<Trans>` with links inside is picked whole; its element parts (`<0>…</0>`) only when nothing
 * matches whole (a link's text that is one part of a sentence). A part that also matches whole
 * (the bold start of a sentence reads like a result label, a link like the menu's) is what the
 * visitor reads inside the sentence: the sentence comes first (inSentence), then the part's own.
 */
export function pick(map: MessageMap, target: Element, ignore: Node): Picked | null {
  if (ignore.contains(target)) return null
  const select = target.closest('select')
  if (select) return pickSelect(map, select)
  const whole = climb(target, (el, text) => {
    const whole = map.whole(text)
    if (whole.length) return { element: el, ids: whole, where: 'text' }
    for (const attr of attributes) {
      const value = el.getAttribute(attr)
      const ids = value ? map.whole(value) : []
      if (ids.length) return { element: el, ids, where: attr }
    }
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue
      const ids = map.whole(node.textContent ?? '')
      if (ids.length) return { element: el, ids, where: 'text' }
    }
    return null
  })
  if (whole) return inSentence(map, whole)
  return climb(target, (el, text) => {
    const part = map.part(text)
    return part.length ? { element: el, ids: part, where: 'text', sentence: part.length } : null
  })
}

/** A select's first option without a value: the "choose one" text shown before a choice. */
export const isPlaceholder = (option: HTMLOptionElement) =>
  option.value === '' && option.index === 0

/**
 * A `<select>`: its options are not in the hit test, and a click opens the browser's own list,
 * where no pick can reach. So the select itself offers every text it holds: the one it shows
 * first (the placeholder until a choice is made), then the others in order.
 */
function pickSelect(map: MessageMap, select: HTMLSelectElement): Picked | null {
  const options = [...select.options]
  const shown = select.selectedOptions[0]
  const ordered = shown ? [shown, ...options.filter((o) => o !== shown)] : options
  const what: Record<string, What[]> = {}
  for (const option of ordered) {
    const kind = isPlaceholder(option) ? 'selectPlaceholder' : 'selectOption'
    for (const id of rankIds(map.whole(option.text), false)) what[id] ??= [kind]
  }
  const ids = Object.keys(what)
  return ids.length ? { element: select, ids, where: 'option', what } : null
}

/**
 * A text pick that is an element part of a sentence shown around it: the sentence's own message
 * before the element's own. The sentence is found by its text around the element (the nearest
 * ancestor where a message with this part reads on both sides of it), not by an element of its
 * own: a sentence often shares its paragraph with another. The element stays the picked one: the
 * outline, the panel's anchor and focus return are its.
 */
function inSentence(map: MessageMap, picked: Picked): Picked {
  if (picked.where !== 'text') return picked
  const part = picked.element.textContent ?? ''
  const candidates = map.part(part)
  if (!candidates.length) return picked
  const sentence = climb(picked.element.parentElement ?? document.body, (el) => {
    const sides = around(el, picked.element)
    const ids = candidates.filter((id) => reads(map.lastText(id), part, sides))
    return ids.length ? { element: el, ids, where: 'text' } : null
  })
  if (!sentence) return picked
  const own = picked.ids.filter((id) => !sentence.ids.includes(id))
  return { ...picked, ids: [...sentence.ids, ...own], sentence: sentence.ids.length }
}

// White space differs between a rendering and the DOM (JSX line breaks, nbsp): compare without it.
const compact = (text: string) => text.replace(/\s+/g, '')

/** The text of `container` before and after `el`, compacted. */
function around(container: Element, el: Element) {
  let before = ''
  let after = ''
  let seen = false
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (el.contains(node)) seen = true
    else if (seen) after += node.textContent ?? ''
    else before += node.textContent ?? ''
  }
  return { before: compact(before), after: compact(after) }
}

/** Whether `sentence` reads around `part` here: its text before the part ends `before`, and so on. */
function reads(sentence: string, part: string, sides: { before: string; after: string }) {
  const whole = compact(sentence)
  const piece = compact(part)
  if (!piece) return false
  for (let at = whole.indexOf(piece); at >= 0; at = whole.indexOf(piece, at + 1)) {
    const before = whole.slice(0, at)
    const after = whole.slice(at + piece.length)
    if (sides.before.endsWith(before) && sides.after.startsWith(after)) return true
  }
  return false
}

/** The first match from `target` up to <body>, short of a container too long to be a message. */
function climb(target: Element, match: (el: Element, text: string) => Picked | null) {
  for (let el: Element | null = target; el && el !== document.body; el = el.parentElement) {
    const text = el.textContent ?? ''
    if (text.length > maxText) return null
    const found = match(el, text)
    if (found) return found
  }
  return null
}

/**
 * Non-breaking spaces (U+00A0) hold a number to its unit ("{tonnes} ton", "100 %") and the groups
 * of a number together on a line. They are invisible in a text box, so retyping a text replaces
 * them with plain spaces unseen. The editor shows them (a mark under the box), keeps them when a
 * text is retyped around them, and flags a change that drops one; an app's catalogue check can
 * ask the same of each message against its committed version (messagesDroppingNbsp).
 */
import type { Role } from './host/languages'

export const NBSP = '\u00a0'

/** The places a row's texts lost a non-breaking space (droppedNbsp's words), per language. */
export type NbspDrops = Partial<Record<Role, string[]>>

/** Each non-breaking space of a text with the words either side of it. */
function pairs(text: string): Array<{ left: string; right: string }> {
  const out: Array<{ left: string; right: string }> = []
  const words = text.split(/([ \u00a0])/)
  for (let i = 1; i < words.length - 1; i += 2) {
    if (words[i] === NBSP) out.push({ left: words[i - 1]!, right: words[i + 1]! })
  }
  return out
}

/**
 * The places where `before` held a non-breaking space and `after`, the same text edited, holds a
 * plain one between the same words: each as the words around it ("{tonnes} ton"). A rewrite that
 * no longer has those words drops nothing.
 */
export function droppedNbsp(before: string, after: string): string[] {
  return pairs(before).flatMap(({ left, right }) =>
    after.includes(`${left} ${right}`) && !after.includes(`${left}${NBSP}${right}`)
      ? [`${left} ${right}`]
      : [],
  )
}

/** What one edit replaced: the removed and the inserted text between the unchanged ends. */
function change(previous: string, typed: string) {
  let start = 0
  const shorter = Math.min(previous.length, typed.length)
  while (start < shorter && previous[start] === typed[start]) start++
  let end = 0
  while (
    end < shorter - start &&
    previous[previous.length - 1 - end] === typed[typed.length - 1 - end]
  )
    end++
  return {
    removed: previous.slice(start, previous.length - end),
    inserted: typed.slice(start, typed.length - end),
  }
}

/**
 * A text as typed, with the non-breaking spaces of `saved` kept where the translator retyped the
 * words around one: `typed` has those words with a plain space between them where `previous`
 * (the text before this edit) did not. A space typed over the non-breaking space itself is the
 * translator's choice: left as typed (and flagged, droppedNbsp).
 */
export function keepNbsp(saved: string, previous: string, typed: string): string {
  const edit = change(previous, typed)
  if (edit.removed === NBSP && edit.inserted === ' ') return typed
  let kept = typed
  for (const { left, right } of pairs(saved)) {
    const plain = `${left} ${right}`
    if (!left || !right || previous.includes(plain)) continue
    kept = kept.split(plain).join(`${left}${NBSP}${right}`)
  }
  return kept
}

/** The text with the dropped places (`droppedNbsp`'s words) given their non-breaking space back. */
export const restoreNbsp = (text: string, dropped: readonly string[]): string =>
  dropped.reduce((t, words) => t.split(words).join(words.replace(' ', NBSP)), text)

/** Per row, the places its drafted texts lost a non-breaking space against the saved ones. */
export function nbspDropsOf(
  drafts: Readonly<Record<string, Record<Role, string> & { base: Record<Role, string> }>>,
  langs: readonly Role[],
): Map<string, NbspDrops> {
  const out = new Map<string, NbspDrops>()
  for (const [key, d] of Object.entries(drafts)) {
    const drops: NbspDrops = {}
    for (const lang of langs) {
      const words = droppedNbsp(d.base[lang], d[lang])
      if (words.length) drops[lang] = words
    }
    if (Object.keys(drops).length) out.set(key, drops)
  }
  return out
}

/** The messages of a catalogue (id -> text) that lost a non-breaking space since `before`. */
export function messagesDroppingNbsp(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): Array<{ id: string; words: string }> {
  return [...before].flatMap(([id, text]) =>
    droppedNbsp(text, after.get(id) ?? '').map((words) => ({ id, words })),
  )
}

// The one .po reader/writer of the project (the editor, its API and the scripts), on `pofile-ts`:
// the library @lingui/format-po itself reads and writes catalogues with, with its options, so a
// file this module rewrites is byte for byte what `lingui extract` would write (same header,
// line breaks, order).
import { createItem, parsePo, stringifyPo, type PoFile, type PoItem } from 'pofile-ts'

/** gettext's separator between msgctxt and msgid in a message key. */
const EOT = '\u0004'

const parse = (text: string): PoFile => parsePo(text)

/**
 * The entries of a file, for the readers below. One catalogue answer reads each of its two files
 * several times (messages, comments, origins; messages, outdated marks, renamed ids): the last
 * files' parses are kept, so each is parsed once, a long file's parse being the costliest step of
 * the answer. Read-only: the writers parse afresh, as they change what they parsed.
 */
const recent = new Map<string, readonly PoItem[]>()
function entriesOf(text: string): readonly PoItem[] {
  const kept = recent.get(text)
  recent.delete(text)
  const items = kept ?? parse(text).items
  recent.set(text, items)
  if (recent.size > 4) recent.delete(recent.keys().next().value!)
  return items
}
// Lingui's formatter default: no folding, a line breaks only where the text has a newline.
const write = (po: PoFile): string => stringifyPo(po, { foldLength: 0 })

const keyOf = (item: PoItem) => (item.msgctxt ? `${item.msgctxt}${EOT}${item.msgid}` : item.msgid)

/**
 * The live messages (obsolete `#~` entries left out): key -> first msgstr. A key is the msgid,
 * prefixed by msgctxt + EOT when it has one.
 */
export function poMessages(text: string): Map<string, string> {
  const messages = new Map<string, string>()
  for (const item of entriesOf(text)) {
    if (!item.obsolete) messages.set(keyOf(item), item.msgstr[0] ?? '')
  }
  return messages
}

/** Where each live message comes from: its `#:` origins (Lingui writes file paths, no lines). */
export function poOrigins(text: string): Map<string, string[]> {
  const origins = new Map<string, string[]>()
  for (const item of entriesOf(text)) {
    if (!item.obsolete)
      origins.set(
        keyOf(item),
        item.references.map((r) => r.split(':')[0]!),
      )
  }
  return origins
}

/** Lingui's own flags among the extracted comments (`#.`): how it reads the id, not for people. */
const linguiFlag = (c: string) =>
  c === 'js-lingui-explicit-id' || c === 'js-lingui-generated-id' || c.startsWith('js-lingui-id:')

/**
 * The developers' comments (`#.`, Lingui's `comment:` in `msg`/`defineMessage`, `comment` on
 * `<Trans>`) of the live messages that have one: key -> the comment's lines joined by newlines.
 */
export function poComments(text: string): Map<string, string> {
  const comments = new Map<string, string>()
  for (const item of entriesOf(text)) {
    const lines = item.extractedComments.filter((c) => !linguiFlag(c))
    if (!item.obsolete && lines.length) comments.set(keyOf(item), lines.join('\n'))
  }
  return comments
}

/**
 * The file with new texts for some live entries (`changes`: key -> text); everything else
 * (header, comments, origins, flags, other entries, their order) stays as it was. Throws for a
 * key the file does not hold: a catalogue's ids come from the code (`npm run extract`).
 */
export function updatePo(text: string, changes: ReadonlyMap<string, string>): string {
  const po = parse(text)
  const byKey = new Map(po.items.filter((i) => !i.obsolete).map((i) => [keyOf(i), i]))
  for (const [key, value] of changes) {
    const item = byKey.get(key)
    if (!item) throw new Error(`No message "${key}" in this catalogue`)
    item.msgstr = [value, ...item.msgstr.slice(1)]
  }
  return write(po)
}

/** The file with a translator comment (`# comment`) added to the live entries of `keys`. */
export function addComment(text: string, keys: ReadonlySet<string>, comment: string): string {
  const po = parse(text)
  for (const item of po.items) {
    if (!item.obsolete && keys.has(keyOf(item))) item.comments.push(comment)
  }
  return write(po)
}

/**
 * An outdated translation: its Swedish changed after it was translated. Marked the
 * gettext way, `#, fuzzy`, with the previous Swedish beside it. Not in a `#| msgid` line: pofile-ts
 * (and so Lingui) drops those when it reads the file, and with explicit
 * ids the msgid is the id, not the Swedish. So the previous Swedish is a translator comment, which
 * `lingui extract` keeps (mergeCatalog keeps `extra.translatorComments` and `extra.flags`):
 * `# previous-sv: "<the Swedish as a JSON string>"` (JSON: newlines and edge spaces survive), named
 * by the source language's code. A mark under another language's name counts too: marks written
 * while the app's source language was another one keep saying what they said.
 */
const PREVIOUS = /^previous-[A-Za-z][\w-]*: /
const isPrevious = (comment: string) => PREVIOUS.test(comment)
const previousText = (comment: string): unknown => JSON.parse(comment.replace(PREVIOUS, ''))
const previousLine = (source: string, text: string) => `previous-${source}: ${JSON.stringify(text)}`

const previousOf = (item: PoItem): string | undefined => {
  const line = item.comments.find(isPrevious)
  if (!item.flags.fuzzy || line === undefined) return undefined
  try {
    const value = previousText(line)
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** The live messages marked outdated: key -> the previous Swedish. */
export function poOutdated(text: string): Map<string, string> {
  const outdated = new Map<string, string>()
  for (const item of entriesOf(text)) {
    const previous = item.obsolete ? undefined : previousOf(item)
    if (previous !== undefined) outdated.set(keyOf(item), previous)
  }
  return outdated
}

/**
 * The file with marks set or cleared (`marks`: key -> the previous Swedish, or null to clear).
 * A message already marked keeps its first previous text (what the English was translated
 * from); an empty translation is never marked (there is nothing outdated to flag). Keys the
 * file does not hold are left out: extract may have dropped them. `source`: the source language's
 * code, which names the mark.
 */
export function markOutdated(
  text: string,
  marks: ReadonlyMap<string, string | null>,
  source: string,
): string {
  return setMarks(text, marks, source)
}

function setMarks(text: string, marks: ReadonlyMap<string, string | null>, source?: string) {
  const po = parse(text)
  let changed = false
  for (const item of po.items) {
    if (item.obsolete || !marks.has(keyOf(item))) continue
    const previous = marks.get(keyOf(item))
    const had = previousOf(item) !== undefined
    if (previous === null || previous === undefined) {
      if (!had && !item.flags.fuzzy) continue
      delete item.flags.fuzzy
      item.comments = item.comments.filter((c) => !isPrevious(c))
      changed = true
    } else if (!had && (item.msgstr[0] ?? '') !== '' && source !== undefined) {
      item.flags.fuzzy = true
      item.comments = [
        ...item.comments.filter((c) => !isPrevious(c)),
        previousLine(source, previous),
      ]
      changed = true
    }
  }
  return changed ? write(po) : text
}

/**
 * Marks that no longer say anything, cleared for the messages of `sv` (key -> the Swedish now):
 * the Swedish went back to the text the English was translated from.
 */
export function clearReverted(text: string, source: ReadonlyMap<string, string>): string {
  const reverted = new Map<string, null>()
  for (const [key, previous] of poOutdated(text))
    if (source.get(key) === previous) reverted.set(key, null)
  return reverted.size ? setMarks(text, reverted) : text
}

/**
 * Saved English still to be reviewed (`review`: key -> the Swedish it translates; `sv`: key -> the
 * Swedish now): marked outdated with that previous text, replacing any earlier one, or cleared
 * when it is the Swedish now (then the English translates it).
 */
export function markReview(
  text: string,
  review: ReadonlyMap<string, string>,
  sv: ReadonlyMap<string, string>,
  /** The source language's code, which names the mark. */
  sourceLocale: string,
): string {
  if (!review.size) return text
  const cleared = setMarks(text, new Map([...review.keys()].map((key) => [key, null])))
  const marks = new Map([...review].filter(([key, previous]) => sv.get(key) !== previous))
  return marks.size ? markOutdated(cleared, marks, sourceLocale) : cleared
}

/**
 * What other tools leave that extract would carry on, tidied after it:
 * - a previous Swedish without `#, fuzzy`: a CAT tool (or a hand) cleared the flag, so the
 *   translator confirmed the English, and the previous text goes with the flag;
 * - a flag line on the header (`#, fuzzy`, as xliff2po writes): pofile-ts, and so Lingui, reads it
 *   as a comment and writes it back as `# , fuzzy` above the header, every extract.
 */
export function tidyMarks(text: string): string {
  const po = parse(text)
  let changed = false
  const headerComments = po.comments.filter((c) => !c.startsWith(','))
  if (headerComments.length !== po.comments.length) {
    po.comments = headerComments
    changed = true
  }
  for (const item of po.items) {
    if (item.obsolete || item.flags.fuzzy) continue
    const comments = item.comments.filter((c) => !isPrevious(c))
    if (comments.length === item.comments.length) continue
    item.comments = comments
    changed = true
  }
  return changed ? write(po) : text
}

/**
 * A message a rename dropped: its old id, the Swedish and the English it had. `outdated`: the
 * English was outdated, and `sv` is the Swedish it was translated from (the mark follows it).
 */
export interface RenamedMessage {
  key: string
  source: string
  target: string
  outdated?: true
}

/**
 * The English of ids a rename dropped, kept in locales/en as gettext's own
 * obsolete entries (`#~`, what msgmerge keeps for reuse), with the Swedish they were translated
 * from in the same `previous-sv` comment: extract-lock.ts writes them after `lingui extract
 * --clean` (which drops obsolete entries) and the editor offers them to the new id first.
 */
export function poRenamed(text: string): RenamedMessage[] {
  return entriesOf(text)
    .filter((item) => item.obsolete && (item.msgstr[0] ?? '') !== '')
    .flatMap((item) => {
      const line = item.comments.find(isPrevious)
      const source: unknown = line === undefined ? undefined : previousText(line)
      if (typeof source !== 'string') return []
      const message: RenamedMessage = { key: keyOf(item), source, target: item.msgstr[0]! }
      return [item.flags.fuzzy ? { ...message, outdated: true as const } : message]
    })
}

/** The file with exactly these renamed messages as its obsolete entries, after the live ones. */
export function keepRenamed(
  text: string,
  renamed: readonly RenamedMessage[],
  /** The source language's code, which names the previous-text comment. */
  sourceLocale: string,
): string {
  const po = parse(text)
  po.items = po.items.filter((item) => !item.obsolete)
  for (const { key, source, target, outdated } of renamed) {
    const item = createItem()
    if (outdated) item.flags.fuzzy = true
    item.msgid = key
    item.msgstr = [target]
    item.obsolete = true
    item.comments = [previousLine(sourceLocale, source)]
    // As Lingui marks an explicit id (the catalogues' ids are all explicit): without it Lingui
    // reads the msgid as a source text and hashes it into another id.
    item.extractedComments = ['js-lingui-explicit-id']
    po.items.push(item)
  }
  return write(po)
}

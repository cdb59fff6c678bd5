// The strings here are XLIFF markup, a file format for tools, not copy a person reads.
/* eslint-disable lingui/no-unlocalized-strings */
import { wordCount } from './word-count'

/**
 * XLIFF 1.2, the bilingual file agencies' CAT tools (Trados, memoQ, Phrase, OmegaT) and
 * translate-toolkit (po2xliff/xliff2po) all import. XLIFF 2.0 is the newer standard, but fewer of
 * those tools read it, and translate-toolkit not at all.
 *
 * Written here rather than with the `xliff` package: its 1.2 writer gives a unit one note without
 * `from`, no state on the target and no header, and those carry what the agency needs (the
 * developer's comment and the location as separate notes, the outdated state, the word count).
 * The writer is small and escapes every text and attribute strictly; characters XML 1.0 cannot
 * hold are dropped (a catalogue text never has them).
 */
const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2'
/** The note source that marks what the editor wrote in the header (the word count). */
const TOOL = 'lingui-translation-editor'

export interface XliffUnit {
  /** The message id: the unit's id and resname, what the import reads back. */
  id: string
  source: string
  target: string
  /** `outdated`: the source changed since the target was written. */
  state: 'new' | 'translated' | 'outdated'
  /** The developer's comments (`#.`). */
  comments: readonly string[]
  /** Where the message is defined: `file` or `file:line`. */
  locations: readonly string[]
  /** For an outdated target: the source it was translated from. */
  previousSource?: string
  /** A note that the texts are an unsaved draft of the editor's (taken only when asked for). */
  unsaved?: string
}

export interface XliffFile {
  /** The catalogue (its namespace): the file's `original`. */
  original: string
  sourceLanguage: string
  targetLanguage: string
  units: readonly XliffUnit[]
}

// XML 1.0 Char: tab, LF, CR and U+0020 up; no lone surrogates, no U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** A text as element content: `&`, `<`, `>` escaped (`>` for `]]>`), nothing XML forbids. */
const xmlText = (s: string) =>
  s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A text as a double-quoted attribute value: also `"`, and whitespace kept as character refs. */
const xmlAttr = (s: string) =>
  xmlText(s)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')

/** The source words of a file's units, counted as pocount counts them. */
export const sourceWords = (units: readonly XliffUnit[]) =>
  units.reduce((n, u) => n + wordCount(u.source), 0)

// translate-toolkit reads approved="yes" as translated; anything else as fuzzy.
const TARGET_STATE: Record<XliffUnit['state'], string> = {
  new: 'new',
  translated: 'translated',
  outdated: 'needs-review-translation',
}

function note(from: string, text: string, indent: string) {
  return `${indent}<note from="${xmlAttr(from)}">${xmlText(text)}</note>\n`
}

function unit(u: XliffUnit): string {
  const i = '        '
  const approved = u.state === 'translated' ? 'yes' : 'no'
  let out =
    `      <trans-unit id="${xmlAttr(u.id)}" resname="${xmlAttr(u.id)}" approved="${approved}" xml:space="preserve">\n` +
    `${i}<source>${xmlText(u.source)}</source>\n` +
    `${i}<target state="${TARGET_STATE[u.state]}">${xmlText(u.target)}</target>\n`
  for (const c of u.comments) out += note('developer', c, i)
  for (const l of u.locations) out += note('location', l, i)
  if (u.previousSource !== undefined) out += note('previous-source', u.previousSource, i)
  if (u.unsaved !== undefined) out += note(TOOL, u.unsaved, i)
  return out + '      </trans-unit>\n'
}

/** One catalogue as an XLIFF 1.2 document. */
export function writeXliff(file: XliffFile): string {
  const words = sourceWords(file.units)
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff version="1.2" xmlns="${XLIFF_NS}">\n` +
    `  <file original="${xmlAttr(file.original)}" source-language="${xmlAttr(file.sourceLanguage)}" target-language="${xmlAttr(file.targetLanguage)}" datatype="plaintext">\n` +
    '    <header>\n' +
    `      <count-group name="${xmlAttr(file.original)}"><count count-type="total" unit="word">${words}</count></count-group>\n` +
    note(TOOL, `source words: ${words}`, '      ') +
    '    </header>\n' +
    '    <body>\n' +
    file.units.map(unit).join('') +
    '    </body>\n' +
    '  </file>\n' +
    '</xliff>\n'
  )
}

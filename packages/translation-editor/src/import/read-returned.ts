import { parsePo } from 'pofile-ts'

/**
 * A unit of a file an agency sent back, as the import reads it: the ids it may belong to (the
 * first the catalogue has wins), its source text when the file carries the Swedish, the
 * translation, and whether the file marks that translation as not yet confirmed.
 */
interface ReturnedUnit {
  ids: string[]
  source?: string
  target: string
  /** XLIFF `needs-*` state or `approved="no"` on a reviewed file, `.po` `#, fuzzy`. */
  unconfirmed: boolean
}

export interface ReturnedFile {
  /** The catalogue the file names (XLIFF `original`), when it names one. */
  original?: string
  units: ReturnedUnit[]
}

// 1.2's and 2.0's states of a translation someone stands behind; the rest want work.
const CONFIRMED = new Set(['translated', 'signed-off', 'final', 'reviewed'])

/** XLIFF 1.2 (trans-unit) and 2.0 (unit/segment), through the browser's XML parser. */
export function readXliff(text: string): ReturnedFile {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const root = doc.documentElement
  if (root.localName !== 'xliff' || doc.getElementsByTagName('parsererror').length) {
    throw new Error('Not an XLIFF document')
  }
  const file = byName(root, 'file')[0]
  const original = file?.getAttribute('original') ?? undefined
  const units = [...byName(root, 'trans-unit'), ...byName(root, 'unit')]
    // po2xliff's unit for the .po header: no message.
    .filter((u) => u.getAttribute('restype') !== 'x-gettext-domain-header')
    .map(xliffUnit)
  return { ...(original && { original }), units }
}

function xliffUnit(unit: Element): ReturnedUnit {
  const source = byName(unit, 'source')[0]?.textContent ?? undefined
  const target = byName(unit, 'target')[0]
  // 1.2: the state is the target's; 2.0: the segment's.
  const state =
    target?.getAttribute('state') ?? byName(unit, 'segment')[0]?.getAttribute('state') ?? null
  const approved = unit.getAttribute('approved')
  const ids = [unit.getAttribute('resname'), unit.getAttribute('name'), unit.getAttribute('id')]
  // po2xliff keeps a .po's `#:` lines there; xliff2po writes the id of this export as one.
  const files = byName(unit, 'context')
    .filter((c) => c.getAttribute('context-type') === 'sourcefile')
    .map((c) => c.textContent)
  return {
    ids: [...ids, ...files, source].filter((id): id is string => !!id),
    ...(source !== undefined && { source }),
    target: target?.textContent ?? '',
    unconfirmed: state === null ? approved === 'no' : !CONFIRMED.has(state),
  }
}

const byName = (el: Element, name: string) =>
  [...el.getElementsByTagName('*')].filter((e) => e.localName === name)

/**
 * A .po file: the editor's own (msgid the id, msgstr the English), or one a CAT tool wrote from
 * the XLIFF export (xliff2po: msgid the Swedish, the id in msgctxt or in the `#:` line).
 */
function readPo(text: string): ReturnedFile {
  let items
  try {
    items = parsePo(text).items
  } catch (error) {
    throw new Error('Not a .po file', { cause: error })
  }
  const units = items
    .filter((i) => !i.obsolete && i.msgid !== '')
    .map((i) => ({
      ids: [i.msgctxt, i.msgid, ...i.references.map((r) => r.replace(/:\d+$/, ''))].filter(
        (id): id is string => !!id,
      ),
      source: i.msgid,
      target: i.msgstr[0] ?? '',
      unconfirmed: !!i.flags.fuzzy,
    }))
  return { units }
}

/** A returned file by its content: XML is XLIFF, anything else is read as .po. */
export function readReturned(text: string): ReturnedFile {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  return body.startsWith('<') ? readXliff(body) : readPo(body)
}

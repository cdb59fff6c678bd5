// The one .po reader/writer of the project (the editor, its API and the scripts), on `pofile`:
// the library @lingui/format-po itself reads and writes catalogues with, so a file this module
// rewrites is byte for byte what `lingui extract` would write (same header, wrapping, order).
import PO from 'pofile'

/** gettext's separator between msgctxt and msgid in a message key. */
const EOT = '\u0004'

const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}${EOT}${item.msgid}` : item.msgid)

/**
 * Every entry of a catalogue in file order: key (msgid, prefixed by msgctxt + EOT when it has
 * one), all msgstr forms (gettext plurals), flags and obsolete (`#~`) entries included.
 */
function readPo(text) {
  return PO.parse(text).items.map((item) => ({
    key: keyOf(item),
    msgid: item.msgid,
    context: item.msgctxt ?? null,
    msgstr: [...item.msgstr],
    plural: item.msgid_plural ?? null,
    obsolete: !!item.obsolete,
    flags: Object.keys(item.flags).filter((f) => item.flags[f]),
  }))
}

/** The live messages (obsolete entries left out): key -> first msgstr. */
export function poMessages(text) {
  const messages = new Map()
  for (const e of readPo(text)) if (!e.obsolete) messages.set(e.key, e.msgstr[0] ?? '')
  return messages
}

/**
 * The file with new texts for some live entries (`changes`: key -> text); everything else
 * (header, comments, origins, flags, other entries, their order) stays as it was. Throws for a
 * key the file does not hold: a catalogue's ids come from the code (`npm run extract`).
 */
export function updatePo(text, changes) {
  const po = PO.parse(text)
  const byKey = new Map(po.items.filter((i) => !i.obsolete).map((i) => [keyOf(i), i]))
  for (const [key, value] of changes) {
    const item = byKey.get(key)
    if (!item) throw new Error(`No message "${key}" in this catalogue`)
    item.msgstr = [value, ...item.msgstr.slice(1)]
  }
  return po.toString()
}

/** A new catalogue shaped like Lingui's (explicit ids, sorted), for the editor's .po download. */
export function createPo(lang, entries) {
  const po = new PO()
  po.headers = {
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    'X-Generator': 'cirkla-translation-editor',
    Language: lang,
  }
  po.headerOrder = Object.keys(po.headers)
  po.items = [...entries]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((e) => {
      const item = new PO.Item()
      item.msgid = e.key
      item.msgstr = [e.text]
      item.extractedComments = ['js-lingui-explicit-id']
      return item
    })
  return po.toString()
}

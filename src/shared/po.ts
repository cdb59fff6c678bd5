// The one .po reader/writer of the project (the editor, its API and the scripts), on `pofile`:
// the library @lingui/format-po itself reads and writes catalogues with, so a file this module
// rewrites is byte for byte what `lingui extract` would write (same header, wrapping, order).
import PO from 'pofile'

/** gettext's separator between msgctxt and msgid in a message key. */
const EOT = '\u0004'

type PoItem = InstanceType<typeof PO.Item>

const keyOf = (item: PoItem) => (item.msgctxt ? `${item.msgctxt}${EOT}${item.msgid}` : item.msgid)

/**
 * The live messages (obsolete `#~` entries left out): key -> first msgstr. A key is the msgid,
 * prefixed by msgctxt + EOT when it has one.
 */
export function poMessages(text: string): Map<string, string> {
  const messages = new Map<string, string>()
  for (const item of PO.parse(text).items) {
    if (!item.obsolete) messages.set(keyOf(item), item.msgstr[0] ?? '')
  }
  return messages
}

/** Where each live message comes from: its `#:` origins (Lingui writes file paths, no lines). */
export function poOrigins(text: string): Map<string, string[]> {
  const origins = new Map<string, string[]>()
  for (const item of PO.parse(text).items) {
    if (!item.obsolete)
      origins.set(
        keyOf(item),
        item.references.map((r) => r.split(':')[0]!),
      )
  }
  return origins
}

/**
 * The file with new texts for some live entries (`changes`: key -> text); everything else
 * (header, comments, origins, flags, other entries, their order) stays as it was. Throws for a
 * key the file does not hold: a catalogue's ids come from the code (`npm run extract`).
 */
export function updatePo(text: string, changes: ReadonlyMap<string, string>): string {
  const po = PO.parse(text)
  const byKey = new Map(po.items.filter((i) => !i.obsolete).map((i) => [keyOf(i), i]))
  for (const [key, value] of changes) {
    const item = byKey.get(key)
    if (!item) throw new Error(`No message "${key}" in this catalogue`)
    item.msgstr = [value, ...item.msgstr.slice(1)]
  }
  return po.toString()
}

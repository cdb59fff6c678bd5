import * as z from 'zod/mini'
import { poMessages, updatePo } from '../../../shared/po'
import type { EditorLang } from '../api-schema'
import { readStored, writeStored } from '../stored'
import { readShipped } from './catalogue-source'
import type { CatalogueStorage } from './storage'

/**
 * Storage of the built site's translation API: the shipped catalogues plus the translator's
 * saved edits in localStorage. Only differences from the shipped texts are stored (file ->
 * key -> both texts, the format of earlier versions, so edits saved before still load): a new
 * release that changes a file is not masked by stale copies of texts nobody edited.
 */
const SAVED_KEY = 'cirkla.editor.edits.v1'
const savedEntry = z.object({ sv: z.string(), en: z.string() })
const other = (lang: EditorLang): EditorLang => (lang === 'sv' ? 'en' : 'sv')

export function browserStorage(): CatalogueStorage {
  return {
    kind: 'browser',

    async read(lang, id) {
      const shipped = await readShipped(lang, id)
      const edits = readStored(SAVED_KEY, savedEntry)[id] ?? {}
      const known = poMessages(shipped)
      const texts = new Map(
        Object.entries(edits)
          .filter(([key]) => known.has(key))
          .map(([key, e]) => [key, e[lang]] as const),
      )
      return texts.size ? updatePo(shipped, texts) : shipped
    },

    async write(lang, id, text) {
      const [shipped, shippedOther] = await Promise.all([
        readShipped(lang, id).then(poMessages),
        readShipped(other(lang), id).then(poMessages),
      ])
      const all = readStored(SAVED_KEY, savedEntry)
      const edits = { ...all[id] }
      for (const [key, value] of poMessages(text)) {
        const base = shipped.get(key)
        if (base === undefined) continue
        const entry = edits[key] ?? { sv: '', en: '', [other(lang)]: shippedOther.get(key) ?? '' }
        const next = { ...entry, [lang]: value }
        const unchanged = next[lang] === base && next[other(lang)] === (shippedOther.get(key) ?? '')
        if (unchanged) delete edits[key]
        else edits[key] = next
      }
      writeStored(SAVED_KEY, { ...all, [id]: edits })
    },

    reset(_lang, id) {
      const all = readStored(SAVED_KEY, savedEntry)
      delete all[id]
      writeStored(SAVED_KEY, all)
      return Promise.resolve()
    },
  }
}

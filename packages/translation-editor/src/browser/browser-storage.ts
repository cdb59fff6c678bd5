import * as z from 'zod/mini'
import { clearReverted, markOutdated, poMessages, poOrigins, poOutdated, updatePo } from '../po'
import { roles } from '../host/languages'
import type { EditorLang } from '../api/api-schema'
import { readStored, writeStored } from '../drafts/stored'
import { readShipped } from './catalogue-source'
import { isNamespace, namespaces } from '../host/namespaces'
import type { CatalogueStorage } from '../api/storage'
import { storageName } from '../host/app-config'

/**
 * Storage of the built site's translation API: the shipped catalogues (the release this page
 * came with) plus the translator's saved edits in localStorage. Each edit keeps the shipped text
 * it replaced (its base): a key nobody edited always shows the release, an edit applies while the
 * release still has its base, and one whose base the release changed is a conflict the editor
 * shows (release or yours), never a silent mask. file -> key -> language -> { text, base }.
 */
const SAVED_KEY = `${storageName}.editor.edits.v2`
const edit = z.object({ text: z.string(), base: z.nullable(z.string()) })
const savedEntry = z.object({ source: z.optional(edit), target: z.optional(edit) })
type Saved = z.infer<typeof savedEntry>

/**
 * Edits saved by the first version (file -> key -> both texts, no base). Their base is unknown:
 * a text that still equals the release is no edit; any other is kept as an edit whose base is
 * unknown, shown as a conflict with the release until the translator picks one.
 */
const V1_KEY = `${storageName}.editor.edits.v1`
const v1Entry = z.object({ source: z.string(), target: z.string() })
const langs: EditorLang[] = [...roles]

async function migrateV1() {
  const v1 = readStored(V1_KEY, v1Entry)
  if (!Object.keys(v1).length) return
  const all = readStored(SAVED_KEY, savedEntry)
  for (const [file, entries] of Object.entries(v1)) {
    if (!isNamespace(file)) continue
    const shipped = await Promise.all(langs.map((l) => readShipped(l, file).then(poMessages)))
    const into = (all[file] ??= {})
    for (const [key, texts] of Object.entries(entries)) {
      langs.forEach((lang, i) => {
        if (texts[lang] === shipped[i]!.get(key) || into[key]?.[lang]) return
        into[key] = { ...into[key], [lang]: { text: texts[lang], base: null } }
      })
    }
  }
  writeStored(SAVED_KEY, all)
  localStorage.removeItem(V1_KEY)
}

const saved = async (id: string) => {
  await migrateV1()
  return readStored(SAVED_KEY, savedEntry)[id] ?? {}
}

export function browserStorage(): CatalogueStorage {
  const storage: CatalogueStorage = {
    kind: 'browser',
    namespaces: () => Promise.resolve(namespaces),

    async read(lang, id) {
      const shipped = await readShipped(lang, id)
      const release = poMessages(shipped)
      const texts = new Map<string, string>()
      const edits = await saved(id)
      for (const [key, e] of Object.entries(edits)) {
        const mine = e[lang]
        if (mine && release.has(key) && mine.base === release.get(key)) texts.set(key, mine.text)
      }
      const text = texts.size ? updatePo(shipped, texts) : shipped
      if (lang !== 'target') return text
      // As on files (src/server/file-storage.ts): this browser's Swedish edit marks
      // the English outdated, its English edit clears the mark (the shipped marks show as shipped).
      const sv = poMessages(await readShipped('source', id))
      const marks = new Map<string, string | null>()
      const svNow = new Map<string, string>()
      for (const [key, e] of Object.entries(edits)) {
        if (e.source && e.source.base === sv.get(key)) svNow.set(key, e.source.text)
        if (texts.has(key)) marks.set(key, null)
        else if (e.source && e.source.base === sv.get(key)) marks.set(key, e.source.base)
      }
      // A Swedish edit back to what the English was translated from clears the mark.
      return clearReverted(marks.size ? markOutdated(text, marks) : text, svNow)
    },

    async write(id, changes) {
      await migrateV1()
      const all = readStored(SAVED_KEY, savedEntry)
      const edits = { ...all[id] }
      // Confirming outdated English saves it unchanged: kept as an edit equal to its base, so
      // `read` clears the mark (a shipped one too) as an English save does on files.
      const outdated = changes.target ? poOutdated(await storage.read('target', id)) : new Map()
      for (const lang of langs) {
        const texts = changes[lang]
        if (!texts) continue
        const release = poMessages(await readShipped(lang, id))
        for (const [key, text] of texts) {
          const base = release.get(key)
          if (base === undefined) continue
          const next: Saved = { ...edits[key] }
          // A new Swedish text makes a confirmed English outdated again.
          if (lang === 'source' && next.target && next.target.text === next.target.base)
            delete next.target
          if (text === base && !(lang === 'target' && outdated.has(key))) delete next[lang]
          else next[lang] = { text, base }
          if (next.source || next.target) edits[key] = next
          else delete edits[key]
        }
      }
      writeStored(SAVED_KEY, { ...all, [id]: edits })
    },

    async reset(lang, id) {
      const all = readStored(SAVED_KEY, savedEntry)
      const edits: Record<string, Saved> = {}
      for (const [key, e] of Object.entries(all[id] ?? {})) {
        const rest = { ...e }
        delete rest[lang]
        if (rest.source || rest.target) edits[key] = rest
      }
      writeStored(SAVED_KEY, { ...all, [id]: edits })
      return Promise.resolve()
    },

    sources(_id, sv) {
      return Promise.resolve(
        new Map(
          [...poOrigins(sv)].map(([key, files]) => [
            key,
            { sites: files.map((file) => ({ file })) },
          ]),
        ),
      )
    },

    async releaseConflicts(id) {
      const release = Object.fromEntries(
        await Promise.all(
          langs.map(async (l) => [l, poMessages(await readShipped(l, id))] as const),
        ),
      ) as Record<EditorLang, Map<string, string>>
      const out = new Map<string, Partial<Record<EditorLang, string>>>()
      for (const [key, e] of Object.entries(await saved(id))) {
        for (const lang of langs) {
          const mine = e[lang]
          const now = release[lang].get(key)
          if (!mine || now === undefined || mine.base === now || mine.text === now) continue
          out.set(key, { ...out.get(key), [lang]: mine.text })
        }
      }
      return out
    },
  }
  return storage
}

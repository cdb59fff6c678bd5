import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EditorLang } from '../../src/features/editor/api-schema.ts'
import { StorageRefusal, type CatalogueStorage } from '../../src/features/editor/backend/storage.ts'
import type { Namespace } from '../../src/shared/catalogues.ts'
import { locales } from '../../src/shared/locales.ts'
import { poMessages, poOrigins, updatePo } from '../../src/shared/po.ts'
import { FileChanged, prepareFiles, type Replacement } from './file-transaction.ts'
import type { SourceWriter } from './source-writer.ts'

/**
 * Storage of the dev server's translation API: `<dir>/<lang>/<id>.po` on disk (the repository's
 * locales/ in `npm start`). Swedish is the source language: with a code writer, a Swedish text is
 * also written into the code that defines it (source-writer.ts), as `lingui extract` would then
 * write it into locales/sv. A save's files (code, locales/sv, locales/en) are prepared whole and
 * committed together (file-transaction.ts): all replaced or none.
 *
 * Other actors write the same files: another tab (through this API, one save at a time per
 * namespace), a text editor, `git`, `lingui extract`. What a save does when the disk changed
 * under it, per kind of file:
 * - A catalogue is merged again: the save's texts are put onto the file as it is now (updatePo
 *   rewrites only their msgstr lines), a cheap and exact recompute, retried until the file holds
 *   still for the commit. Only when another actor changed one of the very texts this save
 *   replaces is it refused (409 with the file as it is: the editor shows both texts).
 * - The code is not recomputed: the developer may be typing in it, and the writer formats the
 *   whole file with prettier, so a recompute would reformat their edit under them. The save is
 *   refused (409 `changed`): the row keeps its text and says to save again.
 * - `npm run extract` holds a lock while it rewrites the catalogues: saves wait for it
 *   (extract-lock.ts). Raw `lingui extract`, a `git checkout`, anything that writes a catalogue
 *   it read before a save, drops that save's texts: `settled` (the dev server's watch calls it
 *   once a changed catalogue holds still) puts them back when the file holds again exactly the
 *   text the save replaced, within a minute of the save. A text someone set to anything else is
 *   theirs and stays.
 */
const langs: EditorLang[] = [...locales]

interface SavedText {
  text: string
  /** What the text was before this server's saves of it (what a stale rewrite writes back). */
  bases: Set<string>
  at: number
}

/** How long a save's texts are put back when a later write drops them (a slow extract's span). */
const REAPPLY_MS = 60_000
/** Catalogue merges a save tries while other writes keep landing before it gives up. */
const ATTEMPTS = 20

export function fileStorage(opts: {
  dir: string
  /** Writes Swedish into the code (`npm start`); without it Swedish goes to locales/sv only. */
  source?: SourceWriter
  /** `npm run extract` is running (its lock): saves wait. */
  extracting?: () => boolean
  /** Resolves false when extract still runs after the wait a save accepts. */
  extractDone?: () => Promise<boolean>
}): CatalogueStorage & { settled(lang: EditorLang, id: Namespace): Promise<void> } {
  const path = (lang: EditorLang, id: Namespace) => join(opts.dir, lang, `${id}.po`)
  const read = (lang: EditorLang, id: Namespace) => readFile(path(lang, id), 'utf8')
  /** Per catalogue file: texts saved lately, key -> the text and the texts it replaced. */
  type Saved = Map<string, SavedText>
  const saved = new Map<string, Saved>()

  async function commit(
    id: Namespace,
    changes: Partial<Record<EditorLang, ReadonlyMap<string, string>>>,
    from: Partial<Record<EditorLang, string>>,
  ) {
    const firstKey = (lang: EditorLang) => [...(changes[lang]?.keys() ?? [])][0] ?? ''
    // The code first (the slow part, seconds on a first save), then the catalogues read as late
    // as possible. The code is computed once: a change to it refuses the save (see above).
    let code: Replacement[] = []
    if (changes.sv && opts.source) {
      const sv = from.sv ?? (await read('sv', id))
      const origins = poOrigins(sv)
      const current = poMessages(sv)
      code = await opts.source.prepare(
        [...changes.sv].map(([key, text]) => ({
          id: key,
          files: origins.get(key) ?? [],
          text,
          current: current.get(key) ?? '',
        })),
      )
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (opts.extracting?.() && !(await opts.extractDone?.())) {
        const lang = changes.en ? 'en' : 'sv'
        throw new StorageRefusal(
          409,
          firstKey(lang),
          lang,
          'changed',
          '`npm run extract` is still rewriting the catalogues: nothing was written',
        )
      }
      const catalogues: Replacement[] = []
      const bases = new Map<EditorLang, Map<string, string>>()
      for (const lang of langs) {
        const texts = changes[lang]
        if (!texts) continue
        const now = await read(lang, id)
        // The texts this save replaces must be those its version check saw (`from`): another
        // actor's change to one of them is theirs, never overwritten unseen.
        const was = poMessages(from[lang] ?? now)
        const is = poMessages(now)
        for (const [key, text] of texts) {
          if (!is.has(key) || (is.get(key) !== was.get(key) && is.get(key) !== text)) {
            throw new StorageRefusal(
              409,
              key,
              lang,
              'changed',
              `${lang}/${id}.po: "${key}" changed on disk while the save ran: nothing was written`,
              true,
            )
          }
        }
        bases.set(lang, was)
        catalogues.push({ file: path(lang, id), read: now, next: updatePo(now, texts) })
      }
      const prepared = await prepareFiles([...code, ...catalogues])
      try {
        if (!prepared.commit(opts.extracting)) continue
      } catch (e) {
        if (!(e instanceof FileChanged)) throw e
        if (code.some((c) => c.file === e.file)) {
          throw new StorageRefusal(
            409,
            firstKey('sv'),
            'sv',
            'changed',
            `${e.file} changed on disk while the save ran: nothing was written`,
          )
        }
        continue
      }
      const at = Date.now()
      for (const [lang, was] of bases) {
        const file = path(lang, id)
        const mine = saved.get(file) ?? new Map<string, SavedText>()
        for (const [key, text] of changes[lang]!) {
          const bases = mine.get(key)?.bases ?? new Set<string>()
          bases.add(was.get(key) ?? '')
          bases.delete(text)
          mine.set(key, { text, bases, at })
        }
        saved.set(file, mine)
      }
      return
    }
    const lang = changes.en ? 'en' : 'sv'
    throw new StorageRefusal(
      409,
      firstKey(lang),
      lang,
      'changed',
      `${lang}/${id}.po kept changing while the save ran: nothing was written`,
    )
  }

  return {
    kind: 'files',
    read,
    write: (id, changes, from) => commit(id, changes, from),

    async sources(_id, sv) {
      const origins = poOrigins(sv)
      if (!opts.source) {
        return new Map(
          [...origins].map(([k, files]) => [k, { sites: files.map((file) => ({ file })) }]),
        )
      }
      return opts.source.inspect(origins)
    },

    async settled(lang, id) {
      const file = path(lang, id)
      const mine = saved.get(file)
      if (!mine) return
      const now = Date.now()
      let text: string
      try {
        text = await read(lang, id)
      } catch {
        return
      }
      const is = poMessages(text)
      const back = new Map<string, string>()
      for (const [key, s] of mine) {
        const here = is.get(key)
        // Too old, gone, or set to a third text by someone: no longer this save's to defend.
        if (
          now - s.at > REAPPLY_MS ||
          here === undefined ||
          (here !== s.text && !s.bases.has(here))
        )
          mine.delete(key)
        else if (here !== s.text) back.set(key, s.text)
      }
      if (lang === 'sv' && opts.source) {
        // Swedish lives in the code: put it back in locales/sv only while the code says it.
        const origins = poOrigins(text)
        for (const [key, t] of back) {
          if ((await opts.source.textOf(key, origins.get(key) ?? [])) !== t) {
            back.delete(key)
            mine.delete(key)
          }
        }
      }
      if (!mine.size) saved.delete(file)
      if (!back.size) return
      try {
        // The catalogue only (the code already holds it), merged onto the file as it is now.
        await commitCatalogue(lang, id, back)
      } catch {
        // Changed again meanwhile: the next settle looks again.
      }
    },
  }

  async function commitCatalogue(lang: EditorLang, id: Namespace, texts: Map<string, string>) {
    const now = await read(lang, id)
    const prepared = await prepareFiles([
      { file: path(lang, id), read: now, next: updatePo(now, texts) },
    ])
    prepared.commit(opts.extracting)
  }
}

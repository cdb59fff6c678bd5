import { access, readFile } from 'node:fs/promises'
import type { EditorLang } from '../api/api-schema.ts'
import { StorageRefusal, type CatalogueStorage } from '../api/storage.ts'
import type { Namespace } from '../host/catalogues'
import { roles } from '../host/languages'
import { catalogueFile, cataloguePath, type CatalogueLayout } from './catalogue-layout.ts'
import { clearReverted, markOutdated, poMessages, poOrigins, updatePo } from '../po.ts'
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
 * - `lingui extract` (`npm run extract` too) holds a lock while it rewrites the catalogues:
 *   saves wait for it, then merge onto what it wrote (extract-lock.ts).
 */
const langs: EditorLang[] = [...roles]

/** Catalogue merges a save tries while other writes keep landing before it gives up. */
const ATTEMPTS = 20

export function fileStorage(opts: {
  /** The app's catalogues: where each is, in which language (catalogue-layout.ts). */
  layout: CatalogueLayout
  /** Writes Swedish into the code (`npm start`); without it Swedish goes to locales/sv only. */
  source?: SourceWriter
  /** `lingui extract` is running (its lock): saves wait. */
  extracting?: () => boolean
  /** Resolves false when extract still runs after the wait a save accepts. */
  extractDone?: () => Promise<boolean>
  /** Told each code file a save wrote, with what it wrote (the dev server's hot update). */
  codeWritten?: (file: string, text: string) => void
}): CatalogueStorage {
  const path = (lang: EditorLang, id: Namespace) => catalogueFile(opts.layout, lang, id)
  const named = (lang: EditorLang, id: Namespace) => cataloguePath(opts.layout, lang, id)
  const read = (lang: EditorLang, id: Namespace) => readFile(path(lang, id), 'utf8')

  async function commit(
    id: Namespace,
    changes: Partial<Record<EditorLang, ReadonlyMap<string, string>>>,
    from: Partial<Record<EditorLang, string>>,
  ) {
    const firstKey = (lang: EditorLang) => [...(changes[lang]?.keys() ?? [])][0] ?? ''
    // The code first (the slow part, seconds on a first save), then the catalogues read as late
    // as possible. The code is computed once: a change to it refuses the save (see above).
    let code: Replacement[] = []
    if (changes.source && opts.source) {
      const sv = from.source ?? (await read('source', id))
      const origins = poOrigins(sv)
      const current = poMessages(sv)
      code = await opts.source.prepare(
        [...changes.source].map(([key, text]) => ({
          id: key,
          files: origins.get(key) ?? [],
          text,
          current: current.get(key) ?? '',
        })),
      )
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (opts.extracting?.() && !(await opts.extractDone?.())) {
        const lang = changes.target ? 'target' : 'source'
        throw new StorageRefusal(
          409,
          firstKey(lang),
          lang,
          'changed',
          '`npm run extract` is still rewriting the catalogues: nothing was written',
        )
      }
      const catalogues: Replacement[] = []
      // A Swedish change marks the English outdated (the previous Swedish beside it, po.ts
      // markOutdated); an English save clears its mark: the translator has seen the new Swedish.
      const marks = new Map<string, string | null>()
      for (const lang of langs) {
        const texts =
          changes[lang] ?? (lang === 'target' && marks.size ? new Map<string, string>() : undefined)
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
              `${named(lang, id)}: "${key}" changed on disk while the save ran: nothing was written`,
              true,
            )
          }
        }
        if (lang === 'source') {
          for (const [key, text] of texts) if (is.get(key) !== text) marks.set(key, is.get(key)!)
        } else {
          for (const key of texts.keys()) marks.set(key, null)
        }
        // A Swedish text back to what the English was translated from clears the mark.
        const next =
          lang === 'target'
            ? clearReverted(markOutdated(updatePo(now, texts), marks), changes.source ?? new Map())
            : updatePo(now, texts)
        if (changes[lang] || next !== now)
          catalogues.push({ file: path(lang, id), read: now, next })
      }
      const prepared = await prepareFiles([...code, ...catalogues])
      try {
        if (!prepared.commit(opts.extracting)) continue
        for (const c of code) opts.codeWritten?.(c.file, c.next)
      } catch (e) {
        if (!(e instanceof FileChanged)) throw e
        if (code.some((c) => c.file === e.file)) {
          throw new StorageRefusal(
            409,
            firstKey('source'),
            'source',
            'changed',
            `${e.file} changed on disk while the save ran: nothing was written`,
          )
        }
        continue
      }
      return
    }
    const lang = changes.target ? 'target' : 'source'
    throw new StorageRefusal(
      409,
      firstKey(lang),
      lang,
      'changed',
      `${named(lang, id)} kept changing while the save ran: nothing was written`,
    )
  }

  return {
    kind: 'files',
    // Read per request: a catalogue `lingui extract` adds shows without a restart.
    namespaces: async () => {
      const all = Object.keys(opts.layout.catalogues)
      const there = await Promise.all(
        all.map((ns) =>
          access(path('source', ns)).then(
            () => true,
            () => false,
          ),
        ),
      )
      return all.filter((_, i) => there[i]).sort()
    },
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
  }
}

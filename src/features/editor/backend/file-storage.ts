import { randomUUID } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EditorLang } from '../api-schema'
import type { Namespace } from '../../../shared/catalogues'
import { poMessages, poOrigins, updatePo } from '../../../shared/po'
import type { SourceWriter } from './source-writer'
import type { CatalogueStorage } from './storage'

/**
 * Storage of the dev server's translation API: `<dir>/<lang>/<id>.po` on disk (the repository's
 * locales/ in `npm start`). Writes go to a temporary file in the same folder, then rename over
 * the catalogue: a crash, or Lingui's watcher reading mid-write, never sees half a file.
 * Swedish is the source language: with a code writer, a Swedish text is first written into the
 * code that defines it (source-writer.ts), then into locales/sv as `lingui extract` would.
 */
export function fileStorage(opts: {
  dir: string
  /** The shipped text of a catalogue, for DELETE (the dev server asks git for HEAD's). */
  shipped: (lang: EditorLang, id: Namespace) => Promise<string>
  /** Writes Swedish into the code (`npm start`); without it Swedish goes to locales/sv only. */
  source?: SourceWriter
}): CatalogueStorage {
  const path = (lang: EditorLang, id: Namespace) => join(opts.dir, lang, `${id}.po`)
  const replace = async (lang: EditorLang, id: Namespace, text: string) => {
    const target = path(lang, id)
    const temp = join(opts.dir, lang, `.${id}.po.${randomUUID()}.tmp`)
    try {
      await writeFile(temp, text, 'utf8')
      await rename(temp, target)
    } catch (e) {
      await rm(temp, { force: true })
      throw e
    }
  }
  const read = (lang: EditorLang, id: Namespace) => readFile(path(lang, id), 'utf8')
  return {
    kind: 'files',
    read,
    async write(lang, id, changes) {
      const text = await read(lang, id)
      const next = updatePo(text, changes)
      if (lang === 'sv' && opts.source) {
        const origins = poOrigins(text)
        const current = poMessages(text)
        await opts.source.write(
          [...changes].map(([key, value]) => ({
            id: key,
            files: origins.get(key) ?? [],
            text: value,
            current: current.get(key) ?? '',
          })),
        )
      }
      await replace(lang, id, next)
    },
    reset: async (lang, id) => replace(lang, id, await opts.shipped(lang, id)),
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

import { randomUUID } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EditorLang } from '../api-schema'
import type { Namespace } from '../../../shared/catalogues'
import type { CatalogueStorage } from './storage'

/**
 * Storage of the dev server's translation API: `<dir>/<lang>/<id>.po` on disk (the repository's
 * locales/ in `npm start`). Writes go to a temporary file in the same folder, then rename over
 * the catalogue: a crash, or Lingui's watcher reading mid-write, never sees half a file.
 */
export function fileStorage(opts: {
  dir: string
  /** The shipped text of a catalogue, for DELETE (the dev server asks git for HEAD's). */
  shipped: (lang: EditorLang, id: Namespace) => Promise<string>
}): CatalogueStorage {
  const path = (lang: EditorLang, id: Namespace) => join(opts.dir, lang, `${id}.po`)
  const write = async (lang: EditorLang, id: Namespace, text: string) => {
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
  return {
    kind: 'files',
    read: (lang, id) => readFile(path(lang, id), 'utf8'),
    write,
    reset: async (lang, id) => write(lang, id, await opts.shipped(lang, id)),
  }
}

import type { EditorLang } from '../api/api-schema'
import { cataloguePath, shippedFiles } from '../host/app-config'
import type { Namespace } from '../host/catalogues'

/**
 * The catalogues the site was built with, as raw .po text (the plugin's virtual module imports
 * each with `?raw`, which keeps @lingui/vite-plugin away: it only compiles ids ending in `.po`),
 * so the editor shows exactly the files the site ships.
 */
export async function readShipped(lang: EditorLang, id: Namespace): Promise<string> {
  const load = shippedFiles[id]?.[lang]
  if (!load) throw new Error(`No catalogue ${cataloguePath(lang, id)} in this build`)
  return load()
}

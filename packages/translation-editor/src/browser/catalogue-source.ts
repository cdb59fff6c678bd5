import type { EditorLang } from '../api/api-schema'
import type { Namespace } from '../host/catalogues'
import { languages } from '../host/languages'

/**
 * The catalogues the site was built with, as raw .po text. `?raw` keeps @lingui/vite-plugin
 * away (it only compiles ids ending in `.po`), so the editor shows exactly the files the site
 * ships. Lazy: each file is its own small chunk, fetched when the editor opens it.
 */
const raw = import.meta.glob<string>('/locales/*/*.po', { query: '?raw', import: 'default' })

export async function readShipped(lang: EditorLang, id: Namespace): Promise<string> {
  const path = `locales/${languages[lang]}/${id}.po`
  const load = raw[`/${path}`]
  if (!load) throw new Error(`No catalogue ${path} in this build`)
  return load()
}

import { poMessages, updatePo } from '../po'
import { namespaces } from '../host/catalogues'
import { locales } from '../host/languages'
import { fetchPo } from '../api/api-client'
import type { EditorLang } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import type { Stored } from '../drafts/stored'

/**
 * The .po files the editor exports: the catalogue as the API serves it (on disk in `npm start`;
 * in the built site the current release with this browser's saved edits), with the unsaved
 * drafts on top, rewritten through the project's one .po writer (src/po.ts, on pofile-ts,
 * which Lingui's formatter writes with): header, origins and order stay byte for byte what
 * `lingui extract` writes, so replacing a file changes only the edited msgstr lines.
 */
export function withDrafts(text: string, drafts: Drafts, lang: EditorLang): string {
  const known = poMessages(text)
  const changes = new Map<string, string>()
  for (const [key, d] of Object.entries(drafts)) {
    if (known.has(key) && d[lang] !== d.base[lang]) changes.set(key, d[lang])
  }
  return changes.size ? updatePo(text, changes) : text
}

export const exportName = (id: string, lang: EditorLang) => `${lang}-${id}.po`

export async function exportFile(id: string, lang: EditorLang, drafts: Drafts): Promise<string> {
  return withDrafts(await fetchPo(id, lang), drafts, lang)
}

/** Every catalogue in both languages as a zip in the repository's locales/ layout. */
export async function exportAll(drafts: Stored<Drafts[string]>): Promise<Uint8Array> {
  // fflate only when asked for: it stays out of the editor's first load.
  const { strToU8, zipSync } = await import('fflate')
  const files = await Promise.all(
    namespaces.flatMap((id) =>
      locales.map(
        async (lang) =>
          [
            `locales/${lang}/${id}.po`,
            strToU8(await exportFile(id, lang, drafts[id] ?? {})),
          ] as const,
      ),
    ),
  )
  return zipSync(Object.fromEntries(files))
}

import { addComment, poMessages, updatePo } from '../po'
import { namespaces } from '../host/namespaces'
import { roles } from '../host/languages'
import { cataloguePath, languages } from '../host/app-config'
import { fetchPo } from '../api/api-client'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import type { Stored } from '../drafts/stored'
import { heldBack } from '../saving/refusals'

/**
 * The .po files the editor exports: the catalogue as the API serves it (on disk in `npm start`;
 * in the built site the current release with this browser's saved edits), with the unsaved
 * drafts on top, rewritten through the project's one .po writer (src/po.ts, on pofile-ts,
 * which Lingui's formatter writes with): header, origins and order stay byte for byte what
 * `lingui extract` writes, so replacing a file changes only the edited msgstr lines.
 *
 * An export carries what is saved. Unsaved drafts only when the translator asks for them, and
 * then never one the editor refuses to save (placeholders that differ, broken ICU, an empty
 * Swedish text): a file handed on is one the catalogue check and the build accept. Each draft
 * taken is marked in the file (UNSAVED), so whoever reads it knows which texts no save has seen.
 */
export const UNSAVED = 'unsaved-draft: not saved in the translation editor'

/** The drafts an export takes (none unless `include`), and the keys of those it leaves out. */
export function exportedDrafts(drafts: Drafts, include: boolean) {
  if (!include) return { taken: {} as Drafts, refused: [] as string[] }
  const refused = heldBack(drafts, Object.keys(drafts), {})
  const taken = Object.fromEntries(Object.entries(drafts).filter(([key]) => !refused.has(key)))
  return { taken, refused: [...refused] }
}

/** The rows as an export shows them: the saved texts, with the taken drafts on top. */
export function exportedRows(saved: readonly TranslationEntry[], taken: Drafts) {
  return saved.map((e) => {
    const d = taken[e.key]
    return d ? { ...e, source: d.source, target: d.target } : e
  })
}

/** `text` with the drafts' texts of `lang` on top, each marked UNSAVED. */
export function withDrafts(text: string, drafts: Drafts, lang: EditorLang): string {
  const known = poMessages(text)
  const changes = new Map<string, string>()
  for (const [key, d] of Object.entries(drafts)) {
    if (known.has(key) && d[lang] !== d.base[lang]) changes.set(key, d[lang])
  }
  if (!changes.size) return text
  return addComment(updatePo(text, changes), new Set(changes.keys()), UNSAVED)
}

export const exportName = (id: string, lang: EditorLang) => `${languages[lang]}-${id}.po`

export async function exportFile(id: string, lang: EditorLang, drafts: Drafts): Promise<string> {
  return withDrafts(await fetchPo(id, lang), drafts, lang)
}

/** Every catalogue in both languages as a zip in the app's own layout (its lingui.config). */
export async function exportAll(drafts: Stored<Drafts[string]>): Promise<Uint8Array> {
  // fflate only when asked for: it stays out of the editor's first load.
  const { strToU8, zipSync } = await import('fflate')
  const files = await Promise.all(
    namespaces.flatMap((id) =>
      roles.map(
        async (lang) =>
          [cataloguePath(lang, id), strToU8(await exportFile(id, lang, drafts[id] ?? {}))] as const,
      ),
    ),
  )
  return zipSync(Object.fromEntries(files))
}

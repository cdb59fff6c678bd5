import type { TranslationCatalogue, TranslationEntry } from '../api/api-schema'
import { conflictsOf, dirtyKeys, rebase, tabView, type Drafts } from '../drafts/drafts'
import { applyDrafts, toDo } from './entries'

/** One file as the all-files view works on it: its texts as drafted, what is unsaved, clashes. */
export interface TodoFile {
  catalogue: TranslationCatalogue
  /** This tab's drafts of the file, rebased on it (as the file's own view has them). */
  drafts: Drafts
  rows: TranslationEntry[]
  dirty: ReadonlySet<string>
  /** Drafts that clash with the file or another tab: decided in the file's own view. */
  conflicts: number
}

/** A file's state from its catalogue and the stored drafts (every tab's, and this tab's own). */
export function todoFile(catalogue: TranslationCatalogue, stored: Drafts, own: Drafts): TodoFile {
  const view = tabView(stored, own)
  const drafts = rebase(catalogue.entries, view.drafts)
  return {
    catalogue,
    drafts,
    rows: applyDrafts(catalogue.entries, drafts),
    dirty: dirtyKeys(catalogue.entries, drafts),
    conflicts: view.conflicts.length + conflictsOf(catalogue.entries, drafts).length,
  }
}

/**
 * The rows still to do in every file, file after file: a text missing or the English outdated.
 * `pinned` rows stay although they are done: a row the translator filled in does not vanish
 * under their hands (nor one with unsaved texts).
 */
export function todoRows(files: readonly TodoFile[], pinned: ReadonlySet<string>) {
  const rows: TranslationEntry[] = []
  const fileOf = new Map<string, string>()
  for (const f of files) {
    for (const row of f.rows) {
      if (!toDo(row) && !pinned.has(row.key) && !f.dirty.has(row.key)) continue
      rows.push(row)
      fileOf.set(row.key, f.catalogue.id)
    }
  }
  return { rows, fileOf }
}

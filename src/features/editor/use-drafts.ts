import { useCallback, useMemo, useState } from 'react'
import type { EditorLang, TranslationEntry } from './api-schema'
import {
  conflictsOf,
  dirtyKeys,
  loadDrafts,
  rebase,
  storeDrafts,
  type Conflict,
  type Draft,
  type Drafts,
} from './drafts'
import { applyDrafts } from './entries'

/**
 * The translator's unsaved edits of every file, mirrored to browser storage on each change.
 * The edits of the open file are always seen rebased on the file as last loaded, so a refetch
 * (focus, save, 409) shows the file's new texts and turns real clashes into conflicts.
 */
export function useDrafts(fileId: string | undefined, saved: readonly TranslationEntry[]) {
  // The prerender has no storage. Hydration still matches: no row renders before the
  // catalogue is fetched on the client.
  const [all, setAll] = useState<Record<string, Drafts>>(() =>
    typeof window === 'undefined' ? {} : loadDrafts(),
  )

  const drafts = useMemo(
    () => (fileId ? rebase(saved, all[fileId] ?? {}) : {}),
    [all, fileId, saved],
  )
  const rows = useMemo(() => applyDrafts(saved, drafts), [saved, drafts])
  const dirty = useMemo(() => dirtyKeys(saved, drafts), [saved, drafts])
  const conflicts = useMemo(() => conflictsOf(saved, drafts), [saved, drafts])
  const unsavedFiles = useMemo(
    () =>
      new Set(
        Object.keys(all).filter((id) =>
          id === fileId ? dirty.size > 0 : Object.keys(all[id] ?? {}).length > 0,
        ),
      ),
    [all, fileId, dirty],
  )

  const replace = useCallback((id: string, next: Drafts) => {
    storeDrafts(id, next)
    setAll((a) => ({ ...a, [id]: next }))
  }, [])

  const edit = useCallback(
    (key: string, lang: EditorLang, text: string) => {
      const e = saved.find((s) => s.key === key)
      if (!fileId || !e) return
      const d: Draft = drafts[key] ?? { sv: e.sv, en: e.en, base: { sv: e.sv, en: e.en } }
      const next = { ...d, [lang]: text }
      const rest = { ...drafts }
      if (next.sv === e.sv && next.en === e.en) delete rest[key]
      else rest[key] = next
      replace(fileId, rest)
    },
    [fileId, saved, drafts, replace],
  )

  /** A conflict decided: keep the translator's text (now based on the file's) or take the file's. */
  const resolve = useCallback(
    (c: Conflict, keep: 'mine' | 'current') => {
      const d = drafts[c.key]
      if (!fileId || !d) return
      const next: Draft = {
        ...d,
        [c.lang]: keep === 'mine' ? c.mine : c.current,
        base: { ...d.base, [c.lang]: c.current },
      }
      replace(fileId, rebase(saved, { ...drafts, [c.key]: next }))
    },
    [fileId, drafts, saved, replace],
  )

  return { drafts, rows, dirty, conflicts, unsavedFiles, replace, edit, resolve }
}

/** After a save: what was sent is now the base (the file holds it), the rest stays a draft. */
export function afterSave(
  drafts: Drafts,
  sent: Drafts,
  saved: readonly TranslationEntry[],
): Drafts {
  const next: Drafts = {}
  for (const [key, d] of Object.entries(drafts)) {
    const s = sent[key]
    next[key] = s ? { ...d, base: { sv: s.sv, en: s.en } } : d
  }
  return rebase(saved, next)
}

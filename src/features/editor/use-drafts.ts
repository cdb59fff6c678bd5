import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { EditorLang, TranslationEntry } from './api-schema'
import { locales } from '../../i18n/locales'
import {
  conflictsOf,
  dirtyKeys,
  loadDrafts,
  patchDrafts,
  rebase,
  subscribeDrafts,
  type Conflict,
  type Draft,
  type Drafts,
} from './drafts'
import { applyDrafts } from './entries'

const none: Record<string, Drafts> = {}

/**
 * The translator's unsaved edits of every file, from the store every tab shares (drafts.ts).
 * The edits of the open file are always seen rebased on the file as last loaded, so a refetch
 * (focus, a change on disk, save, 409) shows the file's new texts and turns real clashes into
 * conflicts. Drafts whose key the file no longer has are orphans: listed, never dropped.
 */
export function useDrafts(
  fileId: string | undefined,
  saved: readonly TranslationEntry[],
  loaded: boolean,
) {
  // The prerender has no storage. Hydration still matches: no row renders before the
  // catalogue is fetched on the client.
  const all = useSyncExternalStore(subscribeDrafts, loadDrafts, () => none)
  const stored = useMemo(() => (fileId ? (all[fileId] ?? {}) : {}), [all, fileId])

  const drafts = useMemo(() => rebase(saved, stored), [saved, stored])
  const orphans = useMemo(() => {
    if (!loaded) return {}
    const keys = new Set(saved.map((e) => e.key))
    return Object.fromEntries(Object.entries(stored).filter(([key]) => !keys.has(key)))
  }, [loaded, saved, stored])
  const rows = useMemo(() => applyDrafts(saved, drafts), [saved, drafts])
  const dirty = useMemo(() => dirtyKeys(saved, drafts), [saved, drafts])
  const conflicts = useMemo(() => conflictsOf(saved, drafts), [saved, drafts])
  const unsavedFiles = useMemo(
    () =>
      new Set(
        Object.keys(all).filter((id) =>
          id === fileId
            ? dirty.size + Object.keys(orphans).length > 0
            : Object.keys(all[id] ?? {}).length > 0,
        ),
      ),
    [all, fileId, dirty, orphans],
  )

  /** Writes these keys' drafts of the open file (null: none), keeping every other stored key. */
  const patch = useCallback(
    (patchKeys: Record<string, Draft | null>, id = fileId) => {
      if (id) patchDrafts(id, patchKeys)
    },
    [fileId],
  )

  const edit = useCallback(
    (key: string, lang: EditorLang, text: string) => {
      const e = saved.find((s) => s.key === key)
      if (!e) return
      const d: Draft = drafts[key] ?? { sv: e.sv, en: e.en, base: { sv: e.sv, en: e.en } }
      const next = { ...d, [lang]: text }
      patch({ [key]: next.sv === e.sv && next.en === e.en ? null : next })
    },
    [saved, drafts, patch],
  )

  /** A conflict decided: keep the translator's text (now based on the file's) or take the file's. */
  const resolve = useCallback(
    (c: Conflict, keep: 'mine' | 'current') => {
      const d = drafts[c.key]
      if (!d) return
      const next: Draft = {
        ...d,
        [c.lang]: keep === 'mine' ? c.mine : c.current,
        base: { ...d.base, [c.lang]: c.current },
      }
      patch({ [c.key]: rebase(saved, { [c.key]: next })[c.key] ?? null })
    },
    [drafts, saved, patch],
  )

  /** An orphan moved to a key of the file: its changed texts become that key's draft. */
  const move = useCallback(
    (from: string, to: string) => {
      const d = orphans[from]
      const e = saved.find((s) => s.key === to)
      if (!d || !e) return
      const next: Draft = { sv: e.sv, en: e.en, base: { sv: e.sv, en: e.en } }
      for (const lang of locales) if (d[lang] !== d.base[lang]) next[lang] = d[lang]
      patch({ [from]: null, [to]: next })
    },
    [orphans, saved, patch],
  )

  return { drafts, orphans, rows, dirty, conflicts, unsavedFiles, patch, edit, resolve, move }
}

/**
 * After a save: what was sent is now the base (the file holds it); what was typed meanwhile
 * stays a draft. Only the sent keys are touched, so other tabs' drafts are never overwritten.
 */
export function afterSave(
  current: Drafts,
  sent: Drafts,
  saved: readonly TranslationEntry[],
): Record<string, Draft | null> {
  const patchKeys: Record<string, Draft | null> = {}
  for (const [key, s] of Object.entries(sent)) {
    const d = current[key] ?? s
    const next = rebase(saved, { [key]: { ...d, base: { sv: s.sv, en: s.en } } })[key]
    patchKeys[key] = next ?? null
  }
  return patchKeys
}

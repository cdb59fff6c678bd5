import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import { roles } from '../host/languages'
import {
  conflictsOf,
  dirtyKeys,
  rebase,
  sharedDrafts,
  tabDrafts,
  tabView,
  type Conflict,
  type Draft,
  type Drafts,
} from './drafts'
import { applyDrafts } from '../table/entries'

const none: Record<string, Drafts> = {}

/** A conflict with the file (`draft`) or with another tab's unsaved text (`tab`). */
export type DraftConflict = Conflict & { kind: 'draft' | 'tab' }

/**
 * Writes drafts of a file to the store every tab shares; this tab's own record follows for the
 * keys it typed in (`mine`: also for keys it did not, as when the translator types or decides).
 */
function writeDrafts(id: string, keys: Record<string, Draft | null>, mine = false) {
  sharedDrafts.patch(id, keys)
  const own = tabDrafts.load()[id] ?? {}
  const ours = Object.entries(keys).filter(([key]) => mine || key in own)
  if (ours.length) tabDrafts.patch(id, Object.fromEntries(ours))
}

/** This tab's drafts of a file now (see tabView), read fresh from both stores. */
export const draftsNow = (id: string) =>
  tabView(sharedDrafts.load()[id] ?? {}, tabDrafts.load()[id] ?? {})

/**
 * The translator's unsaved edits of every file, from the store every tab shares (drafts.ts),
 * with this tab's own texts kept where another tab typed over them (tabView). The edits of the
 * open file are always seen rebased on the file as last loaded, so a refetch (focus, a change on
 * disk, a save in any tab, 409) shows the file's new texts and turns real clashes into
 * conflicts. Drafts whose key the file no longer has are orphans: listed, never dropped.
 */
export function useDrafts(
  fileId: string | undefined,
  saved: readonly TranslationEntry[],
  loaded: boolean,
) {
  // The prerender has no storage. Hydration still matches: no row renders before the
  // catalogue is fetched on the client.
  const all = useSyncExternalStore(sharedDrafts.subscribe, sharedDrafts.load, () => none)
  const allOwn = useSyncExternalStore(tabDrafts.subscribe, tabDrafts.load, () => none)
  const stored = useMemo(() => (fileId ? (all[fileId] ?? {}) : {}), [all, fileId])
  const own = useMemo(() => (fileId ? (allOwn[fileId] ?? {}) : {}), [allOwn, fileId])
  const view = useMemo(() => tabView(stored, own), [stored, own])

  const drafts = useMemo(() => rebase(saved, view.drafts), [saved, view])
  const orphans = useMemo(() => {
    if (!loaded) return {}
    const keys = new Set(saved.map((e) => e.key))
    return Object.fromEntries(Object.entries(view.drafts).filter(([key]) => !keys.has(key)))
  }, [loaded, saved, view])
  const rows = useMemo(() => applyDrafts(saved, drafts), [saved, drafts])
  const dirty = useMemo(() => dirtyKeys(saved, drafts), [saved, drafts])
  // One decision per text: while another tab's save reaches this tab, the same text can clash
  // with that tab's draft and with the file for a moment; the other tab's is shown.
  const conflicts: DraftConflict[] = useMemo(() => {
    const tab = view.conflicts.map((c) => ({ ...c, kind: 'tab' as const }))
    const seen = new Set(tab.map((c) => `${c.key}/${c.lang}`))
    const file = conflictsOf(saved, drafts)
      .filter((c) => !seen.has(`${c.key}/${c.lang}`))
      .map((c) => ({ ...c, kind: 'draft' as const }))
    return [...tab, ...file]
  }, [view, saved, drafts])
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

  // What this tab typed that no tab holds any more and the file now has (another tab saved
  // it): nothing left to keep apart. (A key the file lost stays: it is an orphan, listed.)
  useEffect(() => {
    if (!loaded || !fileId) return
    const keys = new Set(saved.map((e) => e.key))
    const settled = Object.keys(own).filter((k) => keys.has(k) && !stored[k] && !drafts[k])
    if (settled.length) tabDrafts.patch(fileId, Object.fromEntries(settled.map((k) => [k, null])))
  }, [loaded, fileId, own, stored, drafts, saved])

  /** Writes these keys' drafts of the open file (null: none), keeping every other stored key. */
  const patch = useCallback(
    (patchKeys: Record<string, Draft | null>, id = fileId) => {
      if (id) writeDrafts(id, patchKeys)
    },
    [fileId],
  )

  const edit = useCallback(
    (key: string, lang: EditorLang, text: string) => {
      const e = saved.find((s) => s.key === key)
      if (!e || !fileId) return
      const d: Draft = drafts[key] ?? {
        source: e.source,
        target: e.target,
        base: { source: e.source, target: e.target },
      }
      const next = { ...d, [lang]: text }
      writeDrafts(
        fileId,
        { [key]: next.source === e.source && next.target === e.target ? null : next },
        true,
      )
    },
    [saved, drafts, fileId],
  )

  /**
   * A conflict decided. With the file: keep the translator's text (now based on the file's) or
   * take the file's. With another tab: keep this tab's text (the store takes it, and the other
   * tab then shows both) or take the other tab's (this tab stops keeping its own).
   */
  const resolve = useCallback(
    (c: DraftConflict, keep: 'mine' | 'current') => {
      const d = drafts[c.key]
      if (!d || !fileId) return
      if (c.kind === 'tab') {
        const theirs = stored[c.key]
        const mine = own[c.key]
        if (!theirs || !mine) return
        if (keep === 'mine') {
          const next = { ...theirs, [c.lang]: mine[c.lang] }
          next.base = { ...theirs.base, [c.lang]: mine.base[c.lang] }
          sharedDrafts.patch(fileId, { [c.key]: next })
        } else {
          const next = { ...mine, [c.lang]: theirs[c.lang] }
          next.base = { ...mine.base, [c.lang]: theirs.base[c.lang] }
          tabDrafts.patch(fileId, { [c.key]: next })
        }
        return
      }
      const next: Draft = {
        ...d,
        [c.lang]: keep === 'mine' ? c.mine : c.current,
        base: { ...d.base, [c.lang]: c.current },
      }
      writeDrafts(fileId, { [c.key]: rebase(saved, { [c.key]: next })[c.key] ?? null }, true)
    },
    [drafts, stored, own, saved, fileId],
  )

  /** An orphan moved to a key of the file: its changed texts become that key's draft. */
  const move = useCallback(
    (from: string, to: string) => {
      const d = orphans[from]
      const e = saved.find((s) => s.key === to)
      if (!d || !e || !fileId) return
      const next: Draft = {
        source: e.source,
        target: e.target,
        base: { source: e.source, target: e.target },
      }
      for (const lang of roles) if (d[lang] !== d.base[lang]) next[lang] = d[lang]
      writeDrafts(fileId, { [from]: null, [to]: next }, true)
    },
    [orphans, saved, fileId],
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
    const next = rebase(saved, { [key]: { ...d, base: { source: s.source, target: s.target } } })[
      key
    ]
    patchKeys[key] = next ?? null
  }
  return patchKeys
}

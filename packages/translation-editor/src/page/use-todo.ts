import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { editorKeys, fetchCatalogue, fetchFiles } from '../api/api-client'
import type { EditorLang } from '../api/api-schema'
import { sharedDrafts, tabDrafts, type Drafts } from '../drafts/drafts'
import { editedDraft, writeDrafts } from '../drafts/use-drafts'
import { roles } from '../host/languages'
import { nbspDropsOf } from '../nbsp'
import { heldBack, standingRefusals, type Refusals } from '../saving/refusals'
import { useSave } from '../saving/use-save'
import { todoFile, todoRows } from '../table/todo'

const none: Record<string, Drafts> = {}

/**
 * The all-files view's work: every catalogue (asked for when the view opens, not before), each
 * file's drafts as its own view has them, the rows still to do across the files, and a save that
 * sends each file's changes to that file (the same save as a file's view: refusals, 409s).
 */
export function useTodo() {
  const files = useQuery({ queryKey: editorKeys.files, queryFn: fetchFiles })
  const list = useMemo(() => files.data?.files ?? [], [files.data])
  const catalogues = useQueries({
    queries: list.map((f) => ({
      queryKey: editorKeys.catalogue(f.id),
      queryFn: () => fetchCatalogue(f.id),
    })),
    combine: (results) => ({
      data: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.error && !r.data)?.error ?? null,
    }),
  })
  const stored = useSyncExternalStore(sharedDrafts.subscribe, sharedDrafts.load, () => none)
  const own = useSyncExternalStore(tabDrafts.subscribe, tabDrafts.load, () => none)
  const state = useMemo(
    () => catalogues.data.map((c) => todoFile(c, stored[c.id] ?? {}, own[c.id] ?? {})),
    [catalogues.data, stored, own],
  )
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set())
  const { rows, fileOf } = useMemo(() => todoRows(state, pinned), [state, pinned])

  const edit = useCallback(
    (key: string, lang: EditorLang, text: string, review?: string) => {
      const file = state.find((f) => f.catalogue.id === fileOf.get(key))
      const saved = file?.catalogue.entries.find((e) => e.key === key)
      if (!file || !saved) return
      writeDrafts(file.catalogue.id, {
        [key]: editedDraft(saved, file.drafts[key], lang, text, review),
      })
      setPinned((p) => (p.has(key) ? p : new Set(p).add(key)))
    },
    [state, fileOf],
  )

  const storage = files.data?.storage ?? 'browser'
  const { saveFile, refused, saving } = useSave({
    fileId: undefined,
    version: undefined,
    storage,
    drafts: {},
    dirty: new Set(),
    conflicts: [],
    patch: (keys, id) => id && writeDrafts(id, keys),
    onDiscarded: () => {},
  })
  const save = useCallback(() => {
    if (saving) return
    for (const f of state)
      if (f.dirty.size && !f.conflicts)
        saveFile(f.catalogue.id, f.catalogue.version, f.drafts, f.dirty)
  }, [state, saving, saveFile])

  const work = useMemo(() => {
    const refusals: Record<string, Refusals[string]> = {}
    const drafts: Drafts = {}
    const invalid = new Set<string>()
    for (const f of state) {
      Object.assign(refusals, standingRefusals(f.drafts, refused[f.catalogue.id] ?? {}))
      Object.assign(drafts, f.drafts)
      for (const k of heldBack(f.drafts, f.dirty, refused[f.catalogue.id] ?? {})) invalid.add(k)
    }
    return {
      refusals,
      invalid,
      nbspDrops: nbspDropsOf(drafts, roles),
      dirty: new Set(state.flatMap((f) => [...f.dirty])),
      clashing: state.filter((f) => f.conflicts > 0).map((f) => f.catalogue.id),
    }
  }, [state, refused])

  return {
    files,
    list,
    loading: files.isPending || catalogues.pending,
    error: (files.isError && !files.data ? files.error : null) ?? catalogues.error,
    rows,
    fileOf,
    edit,
    save,
    saving,
    storage,
    ...work,
  }
}

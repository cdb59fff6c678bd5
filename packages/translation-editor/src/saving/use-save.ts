import { useCallback, useMemo, useState } from 'react'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, discardCatalogue, editorKeys, saveCatalogue } from '../api/api-client'
import type { EditorLang, EntryChange, StorageKind, TranslationCatalogue } from '../api/api-schema'
import { changesOf, conflictsOf, rebase, type Draft, type Drafts } from '../drafts/drafts'
import { editorToaster } from '../ui/editor-toaster'
import { refusalMessage } from './refusal-messages'
import { clearedEnglish, heldBack, standingRefusals, type Refusal } from './refusals'
import { announceSaved } from './saved-elsewhere'
import { afterSave, draftsNow, type DraftConflict } from '../drafts/use-drafts'
import { useLanguageNames } from '../i18n/language-names'

type SaveVars = { id: string; version: string; changes: EntryChange[]; sent: Drafts }

/**
 * Save and discard. A save sends only the texts the translator changed, with the version of the
 * file they were loaded from, and tells the editor's other tabs what it wrote (they show it at
 * once). When the file changed meanwhile (409) the editor takes the file as it is now: edits
 * that do not clash are saved on top of it at once, clashing ones wait in the conflict panel;
 * nothing is overwritten either way. A row the API refuses (400/409/422 naming it) shows why and
 * stays unsaved; the other rows of that save are sent again without it. Rows that would be
 * refused (invalid ICU, placeholders that differ, an empty Swedish text) are never sent, and a
 * save that would empty English texts asks first.
 */
export function useSave(opts: {
  fileId: string | undefined
  version: string | undefined
  storage: StorageKind
  drafts: Drafts
  dirty: ReadonlySet<string>
  conflicts: DraftConflict[]
  patch: (keys: Record<string, Draft | null>, id?: string) => void
  onDiscarded: () => void
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const { target } = names
  const queryClient = useQueryClient()
  const { fileId, version, storage, drafts, dirty, conflicts, patch } = opts
  // file -> key -> the refusal of the texts the row held then.
  const [refused, setRefused] = useState<Record<string, Record<string, Refusal>>>({})
  const fileRefusals = useMemo(() => (fileId && refused[fileId]) || {}, [refused, fileId])
  const refusals = useMemo(() => standingRefusals(drafts, fileRefusals), [drafts, fileRefusals])

  const saved = () =>
    editorToaster.create({
      type: 'success',
      title:
        storage === 'files'
          ? t({ id: 'editor.save.doneFiles', message: 'Ändringarna är sparade i katalogfilerna' })
          : t({ id: 'editor.save.done', message: 'Ändringarna är sparade i den här webbläsaren' }),
    })

  const mutation = useMutation({
    mutationFn: (vars: SaveVars) => saveCatalogue(vars.id, vars.version, vars.changes),
    onSuccess: (data, vars) => {
      queryClient.setQueryData(editorKeys.catalogue(vars.id), data)
      announceSaved(data)
      // Keep anything typed while the request was in flight, in this tab or another.
      patch(afterSave(draftsNow(vars.id).drafts, vars.sent, data.entries), vars.id)
      saved()
    },
    onError: (error, vars) => {
      if (error instanceof ApiError && error.status === 409 && error.current) {
        onConflict(vars.id, error.current)
        return
      }
      const body = error instanceof ApiError ? error.body : undefined
      const sent = body?.key !== undefined ? vars.sent[body.key] : undefined
      if (body?.key !== undefined && sent) {
        onRefused(vars, body.key, { ...body, texts: { source: sent.source, target: sent.target } })
        if (error instanceof ApiError && error.status !== 409) return
      }
      // A refusal the API words is the translator's to read, not a fault of the editor.
      if (!body) console.error('Saving translations failed', error)
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(vars.id) })
      }
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.save.failed', message: 'Kunde inte spara ändringarna' }),
        description: body ? t(refusalMessage(body, names.source)) : undefined,
      })
    },
  })

  const { mutate, isPending } = mutation

  /** One row refused: it says why on its row; the rest of that save goes again without it. */
  function onRefused(vars: SaveVars, key: string, refusal: Refusal) {
    setRefused((all) => ({ ...all, [vars.id]: { ...all[vars.id], [key]: refusal } }))
    // 409: the file moved under the save (nothing written): it is refetched below, and the
    // translator saves again.
    if (refusal.reason === 'changed') return
    // The code holds another text than the catalogue: the row shows both once refetched.
    if (refusal.reason === 'stale')
      void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(vars.id) })
    const changes = vars.changes.filter((c) => c.key !== key)
    if (changes.length) {
      const sent = Object.fromEntries(Object.entries(vars.sent).filter(([k]) => k !== key))
      mutate({ ...vars, changes, sent })
    }
    editorToaster.create({
      type: 'error',
      title: t({
        id: 'editor.save.refused',
        message: 'En rad sparades inte. Varför står på raden.',
      }),
    })
  }

  function onConflict(id: string, current: TranslationCatalogue) {
    queryClient.setQueryData(editorKeys.catalogue(id), current)
    const view = draftsNow(id)
    const rebased = rebase(current.entries, view.drafts)
    if (view.conflicts.length === 0 && conflictsOf(current.entries, rebased).length === 0) {
      const held = heldBack(rebased, Object.keys(rebased), refused[id] ?? {})
      const keys = Object.keys(rebased).filter((k) => !held.has(k))
      const changes = changesOf(rebased, keys)
      if (changes.length) {
        mutate({ id, version: current.version, changes, sent: pick(rebased, keys) })
      }
      return
    }
    editorToaster.create({
      type: 'warning',
      title: t({
        id: 'editor.conflict.toast',
        message: 'Filen har ändrats sedan den laddades. Välj vilka texter som ska gälla.',
      }),
    })
  }

  /**
   * Saves one file's drafts (`drafts`, rebased on the file at `version`): every dirty row but
   * those held back (would be refused, or refused as they stand).
   */
  const saveFile = useCallback(
    (id: string, at: string, fileDrafts: Drafts, fileDirty: ReadonlySet<string>) => {
      const held = heldBack(fileDrafts, fileDirty, refused[id] ?? {})
      let keys = [...fileDirty].filter((k) => !held.has(k))
      // An emptied English text counts as missing (the catalogue check flags it): asked once per
      // save; declined, those rows stay unsaved and the others are saved.
      const cleared = clearedEnglish(fileDrafts, keys)
      const clearedKeys = cleared.join(', ')
      if (
        cleared.length &&
        !window.confirm(
          t({
            id: 'editor.save.confirmClearTarget',
            message: `Texten på ${ph({ language: target })} töms för ${clearedKeys}. En tom översättning räknas som saknad. Spara ändå?`,
          }),
        )
      ) {
        keys = keys.filter((k) => !cleared.includes(k))
      }
      const changes = changesOf(fileDrafts, keys)
      if (changes.length) mutate({ id, version: at, changes, sent: pick(fileDrafts, keys) })
    },
    [refused, mutate, t, target],
  )

  const save = useCallback(() => {
    if (!fileId || !version || dirty.size === 0 || conflicts.length > 0 || isPending) return
    saveFile(fileId, version, drafts, dirty)
  }, [fileId, version, dirty, conflicts, drafts, isPending, saveFile])

  /**
   * Rows accepted from an agency's file: they become the rows' drafts (a refusal or a conflict
   * then shows on the row, as for typed text) and are saved at once, as a row's save would send
   * them. `confirmed`: English saved as it is, which clears a row's outdated mark.
   */
  const saveImported = useCallback(
    (imported: Drafts, confirmed: EntryChange[]) => {
      if (!fileId) return
      patch(imported)
      if (!version || conflicts.length > 0 || isPending) return
      const all = { ...drafts, ...imported }
      const held = heldBack(all, Object.keys(imported), fileRefusals)
      const keys = Object.keys(imported).filter((k) => !held.has(k))
      const changes = [...changesOf(all, keys), ...confirmed]
      if (changes.length) mutate({ id: fileId, version, changes, sent: pick(all, keys) })
    },
    [fileId, version, conflicts, drafts, fileRefusals, isPending, mutate, patch],
  )

  /** Built site: a saved text a new release changed underneath, decided (saved either way). */
  const decideRelease = useCallback(
    (key: string, lang: EditorLang, text: string) => {
      if (!fileId || !version || isPending) return
      mutate({ id: fileId, version, changes: [{ key, [lang]: text }], sent: {} })
    },
    [fileId, version, isPending, mutate],
  )

  const discardMutation = useMutation({
    mutationFn: (vars: { id: string; version: string }) => discardCatalogue(vars.id, vars.version),
    onSuccess: (data, vars) => {
      queryClient.setQueryData(editorKeys.catalogue(vars.id), data)
      announceSaved(data)
      editorToaster.create({
        type: 'info',
        title: t({ id: 'editor.discard.done', message: 'Lokala ändringar borttagna' }),
      })
    },
    onError: (error, vars) => {
      if (error instanceof ApiError && error.status === 409 && error.current) {
        queryClient.setQueryData(editorKeys.catalogue(vars.id), error.current)
      }
      console.error('Discarding translations failed', error)
    },
  })

  const discard = () => {
    if (!fileId) return
    // In `npm start` the saved texts are the repository's files: discarding drops only what is
    // not saved yet (git restores files). In the built site it also drops this browser's saves.
    const question =
      storage === 'files'
        ? t({
            id: 'editor.discard.confirmUnsaved',
            message: 'Släng de osparade ändringarna i den här filen?',
          })
        : t({
            id: 'editor.discard.confirm',
            message: 'Ta bort alla lokala ändringar i den här filen, även de sparade?',
          })
    if (!window.confirm(question)) return
    patch(Object.fromEntries(Object.keys(drafts).map((k) => [k, null])))
    opts.onDiscarded()
    if (storage === 'browser' && version) discardMutation.mutate({ id: fileId, version })
  }

  return {
    save,
    saveFile,
    saveImported,
    refused,
    decideRelease,
    saving: isPending,
    discard,
    refusals,
  }
}

const pick = (drafts: Drafts, keys: readonly string[]): Drafts =>
  Object.fromEntries(keys.flatMap((k) => (drafts[k] ? [[k, drafts[k]]] : [])))

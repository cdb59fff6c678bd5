import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, discardCatalogue, editorKeys, saveCatalogue } from './api-client'
import type { EditorLang, EntryChange, StorageKind, TranslationCatalogue } from './api-schema'
import {
  changesOf,
  conflictsOf,
  loadDrafts,
  rebase,
  type Conflict,
  type Draft,
  type Drafts,
} from './drafts'
import { editorToaster } from './editor-toaster'
import { icuIssues } from './icu'
import { afterSave } from './use-drafts'

/** Keys whose draft would be refused (invalid ICU, placeholders that differ): never sent. */
export function invalidKeys(drafts: Drafts, keys: Iterable<string>): Set<string> {
  const out = new Set<string>()
  for (const key of keys) {
    const d = drafts[key]
    if (d && icuIssues(d.sv, d.en).length) out.add(key)
  }
  return out
}

/**
 * Save and discard. A save sends only the texts the translator changed, with the version of the
 * file they were loaded from. When the file changed meanwhile (409) the editor takes the file as
 * it is now: edits that do not clash are saved on top of it at once, clashing ones wait in the
 * conflict panel; nothing is overwritten either way. A row with invalid ICU or placeholders that
 * differ is never sent (the row says why); the others are.
 */
export function useSave(opts: {
  fileId: string | undefined
  version: string | undefined
  storage: StorageKind
  drafts: Drafts
  dirty: ReadonlySet<string>
  conflicts: Conflict[]
  patch: (keys: Record<string, Draft | null>, id?: string) => void
  onDiscarded: () => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { fileId, version, storage, drafts, dirty, conflicts, patch } = opts

  const saved = () =>
    editorToaster.create({
      type: 'success',
      title:
        storage === 'files'
          ? t({ id: 'editor.save.doneFiles', message: 'Ändringarna är sparade i katalogfilerna' })
          : t({ id: 'editor.save.done', message: 'Ändringarna är sparade i den här webbläsaren' }),
    })

  const mutation = useMutation({
    mutationFn: (vars: { id: string; version: string; changes: EntryChange[]; sent: Drafts }) =>
      saveCatalogue(vars.id, vars.version, vars.changes),
    onSuccess: (data, vars) => {
      queryClient.setQueryData(editorKeys.catalogue(vars.id), data)
      // Keep anything typed while the request was in flight, in this tab or another.
      patch(afterSave(loadDrafts()[vars.id] ?? {}, vars.sent, data.entries), vars.id)
      saved()
    },
    onError: (error, vars) => {
      if (error instanceof ApiError && error.status === 409 && error.current) {
        onConflict(vars.id, error.current)
        return
      }
      console.error('Saving translations failed', error)
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.save.failed', message: 'Kunde inte spara ändringarna' }),
      })
    },
  })

  const { mutate, isPending } = mutation

  function onConflict(id: string, current: TranslationCatalogue) {
    queryClient.setQueryData(editorKeys.catalogue(id), current)
    const rebased = rebase(current.entries, loadDrafts()[id] ?? {})
    if (conflictsOf(current.entries, rebased).length === 0) {
      const invalid = invalidKeys(rebased, Object.keys(rebased))
      const keys = Object.keys(rebased).filter((k) => !invalid.has(k))
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

  const save = useCallback(() => {
    if (!fileId || !version || dirty.size === 0 || conflicts.length > 0 || isPending) return
    const invalid = invalidKeys(drafts, dirty)
    const keys = [...dirty].filter((k) => !invalid.has(k))
    const changes = changesOf(drafts, keys)
    if (changes.length) mutate({ id: fileId, version, changes, sent: pick(drafts, keys) })
  }, [fileId, version, dirty, conflicts, drafts, isPending, mutate])

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

  return { save, decideRelease, saving: isPending, discard }
}

const pick = (drafts: Drafts, keys: readonly string[]): Drafts =>
  Object.fromEntries(keys.flatMap((k) => (drafts[k] ? [[k, drafts[k]]] : [])))

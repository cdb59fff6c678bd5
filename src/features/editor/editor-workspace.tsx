import { useCallback, useEffect, useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { css, cx } from '../../../styled-system/css'
import { pageContainer } from '../../../styled-system/recipes'
import { useLang } from '../../i18n/use-lang'
import type { EditorLang } from './api-schema'
import {
  discardCatalogue,
  editorKeys,
  fetchCatalogue,
  fetchFiles,
  saveCatalogue,
} from './api-client'
import { applyDrafts, countEntries, dirtyKeys, filterEntries, type Drafts, type MissingFilter } from './entries'
import { editorToaster } from './editor-toaster'
import { EditorToolbar } from './editor-toolbar'
import { EntryTable } from './entry-table'
import { ExportPanel } from './export-panel'
import { FileSidebar } from './file-sidebar'
import type { MockApiState } from './use-mock-api'

const loadingText = css({ color: 'fg.muted', py: '6' })

export function EditorWorkspace({ api }: { api: MockApiState }) {
  const { t } = useLingui()
  const lang = useLang()
  const queryClient = useQueryClient()
  const ready = api === 'ready'

  const files = useQuery({
    queryKey: editorKeys.files(lang),
    queryFn: () => fetchFiles(lang),
    enabled: ready,
  })
  const [chosenId, setChosenId] = useState<string>()
  const fileId =
    chosenId ?? files.data?.find((f) => f.id === 'common')?.id ?? files.data?.[0]?.id
  const catalogue = useQuery({
    queryKey: editorKeys.catalogue(fileId ?? ''),
    queryFn: () => fetchCatalogue(fileId ?? ''),
    enabled: ready && !!fileId,
  })

  // The spec's failure path: one toast per failure, and the cause in the console for developers.
  const failure = files.error ?? catalogue.error ?? (api === 'failed' ? 'mock' : null)
  useEffect(() => {
    if (!failure) return
    if (failure !== 'mock') console.error('Kunde inte ladda översättningar', failure)
    editorToaster.create({
      type: 'error',
      title: t({ id: 'editor.load.failed', message: 'Kunde inte ladda översättningar' }),
    })
  }, [failure, t])

  const [drafts, setDrafts] = useState<Record<string, Drafts>>({})
  const [search, setSearch] = useState('')
  const [missing, setMissing] = useState<MissingFilter>('all')
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set())

  const saved = useMemo(() => catalogue.data?.entries ?? [], [catalogue.data])
  const fileDrafts = useMemo(() => (fileId ? (drafts[fileId] ?? {}) : {}), [drafts, fileId])
  const rows = useMemo(() => applyDrafts(saved, fileDrafts), [saved, fileDrafts])
  const dirty = useMemo(() => dirtyKeys(saved, fileDrafts), [saved, fileDrafts])
  const visible = useMemo(
    () => filterEntries(rows, { search, missing, pinned }),
    [rows, search, missing, pinned],
  )
  const counts = useMemo(() => countEntries(rows), [rows])
  const unsavedFiles = useMemo(
    () => new Set(Object.keys(drafts).filter((id) => Object.keys(drafts[id] ?? {}).length > 0)),
    [drafts],
  )
  const hasUnsaved = unsavedFiles.size > 0

  const onSearch = (value: string) => {
    setSearch(value)
    setPinned(new Set())
  }
  const onMissing = (value: MissingFilter) => {
    setMissing(value)
    setPinned(new Set())
  }
  const onSelectFile = (id: string) => {
    setChosenId(id)
    setPinned(new Set())
  }

  const onEdit = useCallback(
    (key: string, which: EditorLang, text: string) => {
      if (!fileId) return
      const row = rows.find((r) => r.key === key)
      if (!row) return
      setDrafts((all) => ({
        ...all,
        [fileId]: { ...all[fileId], [key]: { sv: row.sv, en: row.en, [which]: text } },
      }))
      // Keep the row in view while filters are on, even once it no longer matches them.
      setPinned((p) => (p.has(key) ? p : new Set(p).add(key)))
    },
    [fileId, rows],
  )

  const { mutate: saveMutate, isPending: saving } = useMutation({
    mutationFn: (vars: { id: string; entries: typeof rows }) => saveCatalogue(vars.id, vars.entries),
    onSuccess: (data, vars) => {
      queryClient.setQueryData(editorKeys.catalogue(vars.id), data)
      // Drop the drafts that were saved; keep anything typed while the request was in flight.
      setDrafts((all) => {
        const left = { ...all[vars.id] }
        for (const e of vars.entries) {
          const d = left[e.key]
          if (d && d.sv === e.sv && d.en === e.en) delete left[e.key]
        }
        return { ...all, [vars.id]: left }
      })
      editorToaster.create({
        type: 'success',
        title: t({ id: 'editor.save.done', message: 'Ändringarna är sparade i den här webbläsaren' }),
      })
    },
    onError: (error) => {
      console.error('Saving translations failed', error)
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.save.failed', message: 'Kunde inte spara ändringarna' }),
      })
    },
  })
  const { mutate: discardMutate } = useMutation({
    mutationFn: (id: string) => discardCatalogue(id),
    onSuccess: (data, id) => {
      queryClient.setQueryData(editorKeys.catalogue(id), data)
      setDrafts((all) => ({ ...all, [id]: {} }))
      setPinned(new Set())
      editorToaster.create({
        type: 'info',
        title: t({ id: 'editor.discard.done', message: 'Lokala ändringar borttagna' }),
      })
    },
  })

  const saveNow = useCallback(() => {
    if (fileId && dirty.size > 0) saveMutate({ id: fileId, entries: rows })
  }, [fileId, dirty, rows, saveMutate])

  const onDiscard = () => {
    const question = t({
      id: 'editor.discard.confirm',
      message: 'Ta bort alla lokala ändringar i den här filen, även de sparade?',
    })
    if (fileId && window.confirm(question)) discardMutate(fileId)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault()
        saveNow()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [saveNow])

  useBlocker({
    shouldBlockFn: () =>
      hasUnsaved &&
      !window.confirm(
        t({ id: 'editor.leave.confirm', message: 'Du har osparade ändringar. Lämna sidan ändå?' }),
      ),
    enableBeforeUnload: hasUnsaved,
  })

  const loading = !failure && (!ready || files.isPending || (!!fileId && catalogue.isPending))

  return (
    <section
      aria-labelledby="editor-files-heading"
      className={`${pageContainer()} ${css({
        display: 'grid',
        gap: '6',
        py: '8',
        gridTemplateColumns: { base: '1fr', lg: '16rem minmax(0, 1fr)' },
        alignItems: 'start',
      })}`}
    >
      <FileSidebar
        files={files.data ?? []}
        selectedId={fileId}
        unsavedIds={unsavedFiles}
        onSelect={onSelectFile}
      />
      {/* While loading, the column keeps a screen's height: the footer stays out of view instead
          of being pushed down when the table arrives (layout shift). */}
      <div
        className={cx(
          css({ display: 'grid', gap: '5', minW: '0', alignContent: 'start' }),
          loading && css({ minH: '100vh' }),
        )}
      >
        <noscript>
          <p className={loadingText}>
            <Trans id="editor.noscript">Översättningsverktyget behöver JavaScript.</Trans>
          </p>
        </noscript>
        {loading && (
          <p role="status" className={loadingText}>
            <Trans id="editor.loading">Laddar översättningar...</Trans>
          </p>
        )}
        {fileId && catalogue.data && (
          <>
            <EditorToolbar
              fileId={fileId}
              search={search}
              onSearch={onSearch}
              missing={missing}
              onMissing={onMissing}
              counts={counts}
              shown={visible.length}
              dirtyCount={dirty.size}
              saving={saving}
              onSave={saveNow}
              onDiscard={onDiscard}
            />
            <EntryTable rows={visible} dirty={dirty} onEdit={onEdit} onSaveRow={saveNow} />
            <ExportPanel fileId={fileId} rows={rows} />
          </>
        )}
      </div>
    </section>
  )
}

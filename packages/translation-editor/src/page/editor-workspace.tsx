import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useUnsavedWork } from './use-unsaved-work'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { roles, type Role } from '../host/languages'
import { editorKeys, fetchCatalogue, fetchFiles } from '../api/api-client'
import type { ConflictItem } from '../saving/conflict-panel'
import { countEntries, filterEntries, type MissingFilter } from '../table/entries'
import { editorView, editorViewSearch, type EditorView } from './editor-links'
import { parseEditorSearch } from './editor-search'
import { useSearchUrl } from './search-url'
import { useDiskChanges } from './disk-changes'
import { useLinkedFile } from './linked-file'
import { historyIndex } from './router-internals'
import { editorToaster } from '../ui/editor-toaster'
import { EditorToolbar } from './editor-toolbar'
import { EntryTable } from '../table/entry-table'
import { ExportPanel } from '../export/export-panel'
import { fileLabelText } from './file-labels'
import { useAppI18n } from '../i18n/editor-i18n'
import { useOutdatedCounts } from './file-counts'
import { FileSidebar } from './file-sidebar'
import { MessagePreview } from '../row/message-preview'
import { AsideNotice, LoadFailure } from './status-notices'
import { useDrafts } from '../drafts/use-drafts'
import { blankSwedish, heldBack } from '../saving/refusals'
import { useSavedElsewhere } from '../saving/saved-elsewhere'
import { useSave } from '../saving/use-save'
import { nbspDropsOf } from '../nbsp'
import { cx } from '../ui/cx'
import styles from './page.module.css'

// Shown only once edits clash, drafts lose their ids or a link names what is not there: loaded
// then, not on the page's first visit.
const ConflictPanel = lazy(() =>
  import('../saving/conflict-panel').then((m) => ({ default: m.ConflictPanel })),
)
const LinkNotice = lazy(() => import('./link-notice').then((m) => ({ default: m.LinkNotice })))
const OrphanPanel = lazy(() =>
  import('../drafts/orphan-panel').then((m) => ({ default: m.OrphanPanel })),
)

export function EditorWorkspace() {
  const { t } = useLingui()
  const app = useAppI18n()

  const files = useQuery({ queryKey: editorKeys.files, queryFn: fetchFiles })
  // The view lives in the URL: the route's validateSearch reads it (editor-links.ts), and so does
  // the page, whatever route hosts it. A link opens a view, Back and Forward move between views.
  // From the location rather than the route's match, which follows it only once the entry's
  // load resolves: the entry's index below and its search stay in step.
  const linked = useLocation({ select: (l) => parseEditorSearch(l.search) })
  const view = useMemo(() => editorView(linked), [linked])
  const navigate = useNavigate()
  const list = files.data?.files
  const linkedFile = useLinkedFile(view, list)
  const { fileId, locating } = linkedFile
  const catalogue = useQuery({
    queryKey: editorKeys.catalogue(fileId ?? ''),
    queryFn: () => fetchCatalogue(fileId ?? ''),
    enabled: !!fileId,
  })
  const storage = files.data?.storage ?? 'browser'

  useDiskChanges()
  useSavedElsewhere()

  // A failed load: a lasting message with Retry, a toast, and the cause in the console. A
  // failed background refetch (focus) keeps showing the data already loaded.
  const failure =
    (files.isError && !files.data ? files.error : null) ??
    (catalogue.isError && !catalogue.data ? catalogue.error : null) ??
    linkedFile.error
  useEffect(() => {
    if (!failure) return
    console.error('Kunde inte ladda översättningar', failure)
    editorToaster.create({
      type: 'error',
      title: t({ id: 'editor.load.failed', message: 'Kunde inte ladda översättningar' }),
    })
  }, [failure, t])
  const retry = () =>
    files.isError
      ? void files.refetch()
      : linkedFile.error
        ? linkedFile.retry()
        : void catalogue.refetch()

  // The search box is ahead of the URL while typing (search-url.ts); it takes the URL's search
  // again when the history entry changes (a file pick, Back, Forward).
  // The linked row is scrolled to then too, not when the translator moves.
  const entryIndex = useLocation({ select: historyIndex })
  const [search, setSearch] = useState(view.q)
  const [reveal, setReveal] = useState(view.key)
  const [shownIndex, setShownIndex] = useState(entryIndex)
  if (shownIndex !== entryIndex) {
    setShownIndex(entryIndex)
    setSearch(view.q)
    setReveal(view.key)
  }
  const missing = view.filter
  const selectedKey = view.key || undefined
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set())
  const go = (next: Partial<EditorView>, replace: boolean) =>
    void navigate({
      to: '.',
      search: editorViewSearch({ ...view, q: search, file: fileId ?? '', ...next }),
      replace,
      // The router scrolls to the top on every navigation by default. A row's focus and a
      // search's write replace the entry: a scroll then moved the page between a click's
      // press and release, and the click was lost. Another file or filter (a new entry) starts at
      // the top of its list.
      resetScroll: !replace,
    })

  const saved = useMemo(() => catalogue.data?.entries ?? [], [catalogue.data])
  const { drafts, orphans, rows, dirty, conflicts, unsavedFiles, patch, edit, resolve, move } =
    useDrafts(fileId, saved, !!catalogue.data && catalogue.data.id === fileId)
  // Built site: texts this browser saved that a newer release changed underneath.
  const releaseConflicts = useMemo(
    () =>
      saved.flatMap((e) =>
        roles.flatMap((lang) => {
          const mine = e.release?.[lang]
          return mine === undefined
            ? []
            : [{ key: e.key, lang, mine, current: e[lang], kind: 'release' as const }]
        }),
      ),
    [saved],
  )
  const allConflicts: ConflictItem[] = useMemo(
    () => [...conflicts, ...releaseConflicts],
    [conflicts, releaseConflicts],
  )
  const visible = useMemo(
    () => filterEntries(rows, { search, missing, pinned }),
    [rows, search, missing, pinned],
  )
  const counts = useMemo(() => countEntries(rows), [rows])
  const outdatedCounts = useOutdatedCounts(list ?? [], !!catalogue.data)
  const hasUnsaved = unsavedFiles.size > 0

  const searchDone = useSearchUrl(search, view.q, (q) => go({ q }, true))
  const onSearch = (value: string) => {
    setSearch(value)
    setPinned(new Set())
  }
  const onMissing = (value: MissingFilter) => {
    setPinned(new Set())
    go({ filter: value }, false)
  }
  const onSelectFile = (id: string) => {
    setPinned(new Set())
    if (id !== fileId) go({ file: id, key: '' }, false)
  }
  const onSelectRow = (key: string) => {
    if (key !== view.key) go({ key }, true)
  }
  const onEdit = useCallback(
    (key: string, which: Role, text: string, review?: string) => {
      edit(key, which, text, review)
      // Keep the row in view while filters are on, even once it no longer matches them.
      setPinned((p) => (p.has(key) ? p : new Set(p).add(key)))
    },
    [edit],
  )

  const { save, saveImported, decideRelease, saving, discard, refusals } = useSave({
    fileId,
    version: catalogue.data?.version,
    storage,
    drafts,
    dirty,
    conflicts,
    patch,
    onDiscarded: () => setPinned(new Set()),
  })
  const invalid = useMemo(() => heldBack(drafts, dirty, refusals), [drafts, dirty, refusals])
  const nbspDrops = useMemo(() => nbspDropsOf(drafts, roles), [drafts])
  const svBlank = useMemo(
    () => new Set(Object.keys(drafts).filter((k) => blankSwedish(drafts[k]!))),
    [drafts],
  )

  useUnsavedWork(save, hasUnsaved)

  const loading = !failure && (files.isPending || locating || (!!fileId && catalogue.isPending))
  const selected = rows.find((r) => r.key === selectedKey)
  const linkProblem =
    linkedFile.problem ??
    (view.key && catalogue.data?.id === fileId && !saved.some((e) => e.key === view.key)
      ? { kind: 'key' as const, key: view.key }
      : undefined)

  return (
    <section
      aria-labelledby="editor-files-heading"
      className={cx(styles.container, styles.workspace)}
    >
      <FileSidebar
        files={list ?? []}
        selectedId={fileId}
        unsavedIds={unsavedFiles}
        outdated={outdatedCounts}
        onSelect={onSelectFile}
        todo={false}
        onTodo={() => void navigate({ to: '.', search: { view: 'todo' } })}
      />
      {/* While loading, the column keeps a screen's height: the footer stays out of view instead
          of being pushed down when the table arrives (layout shift). */}
      <div className={cx(styles.main, loading && styles.loading)}>
        <noscript>
          <p className={styles.loadingText}>
            <Trans id="editor.noscript">Översättningsverktyget behöver JavaScript.</Trans>
          </p>
        </noscript>
        <AsideNotice />
        {failure && <LoadFailure onRetry={retry} />}
        {fileId && catalogue.data && linkProblem && (
          <Suspense fallback={null}>
            <LinkNotice problem={linkProblem} shown={fileId} />
          </Suspense>
        )}
        {loading && (
          <p role="status" className={styles.loadingText}>
            <Trans id="editor.loading">Laddar översättningar...</Trans>
          </p>
        )}
        {fileId && catalogue.data && (
          <>
            <EditorToolbar
              fileId={fileId}
              label={fileLabelText(fileId, app.t)}
              storage={storage}
              search={search}
              onSearch={onSearch}
              onSearchDone={searchDone}
              missing={missing}
              onMissing={onMissing}
              counts={counts}
              shown={visible.length}
              dirtyCount={dirty.size}
              saving={saving}
              blocked={conflicts.length > 0}
              invalidCount={invalid.size}
              onSave={save}
              onDiscard={discard}
            />
            <Suspense fallback={null}>
              {allConflicts.length > 0 && (
                <ConflictPanel
                  conflicts={allConflicts}
                  onKeepMine={(c) =>
                    c.kind === 'release' ? decideRelease(c.key, c.lang, c.mine) : resolve(c, 'mine')
                  }
                  onTakeCurrent={(c) =>
                    c.kind === 'release'
                      ? decideRelease(c.key, c.lang, c.current)
                      : resolve(c, 'current')
                  }
                />
              )}
              {Object.keys(orphans).length > 0 && (
                <OrphanPanel
                  orphans={orphans}
                  keys={saved.map((e) => e.key)}
                  onMove={move}
                  onDiscard={(key) => patch({ [key]: null })}
                />
              )}
            </Suspense>
            <EntryTable
              fileId={fileId}
              rows={visible}
              dirty={dirty}
              refusals={refusals}
              svBlank={svBlank}
              nbspDrops={nbspDrops}
              onEdit={onEdit}
              onSaveRow={save}
              onSelect={onSelectRow}
              reveal={reveal}
            />
            <MessagePreview entry={selected} />
            <ExportPanel
              fileId={fileId}
              saved={saved}
              drafts={drafts}
              storage={storage}
              onSaveImported={saveImported}
            />
          </>
        )}
      </div>
    </section>
  )
}

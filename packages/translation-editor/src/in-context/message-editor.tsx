import { lazy, Suspense, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { isNamespace } from '../host/namespaces'
import { editorHref as editorPage, glossaryIssues } from '../host/host'
import { languages, pairLocale } from '../host/pair'
import { editorKeys, fetchCatalogue } from '../api/api-client'
import type { EditorLang } from '../api/api-schema'
import { ConflictPanel } from '../saving/conflict-panel'
import { LockText, MessageNotes } from '../row/entry-notes'
import rowStyles from '../row/row.module.css'
import { fileLabelText } from '../page/file-labels'
import { useAppI18n } from '../i18n/editor-i18n'
import { icuIssues } from '../row/icu'
import { MessagePreview } from '../row/message-preview'
import { OutdatedNote } from '../row/outdated-note'
import { CodeDisagreement } from '../row/code-disagreement'
import { RowHistory } from '../suggestions/row-history'
import { useDrafts } from '../drafts/use-drafts'
import { refusalMessage } from '../saving/refusal-messages'
import { blankSwedish } from '../saving/refusals'
import { useSave } from '../saving/use-save'
import type { What } from './pick'
import { whatLabels } from './what-labels'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './in-context.module.css'
import { useLanguageNames } from '../i18n/language-names'

// Suggestions read every catalogue: their code and requests come after the panel has shown.
const Suggestions = lazy(() =>
  import('../suggestions/suggestions').then((m) => ({ default: m.Suggestions })),
)

/**
 * One message, edited where it shows: the editor's own pieces on one row of its catalogue. The
 * texts are drafts in the editor's store (an unsaved edit is kept and shows in the editor too),
 * saved through the same API with the same rules: only this message's changed languages, with
 * the version loaded (a clash shows the editor's conflict choice), never while its ICU or
 * placeholders are wrong, Swedish into the code (the dev server refuses what it cannot write).
 */
export function MessageEditor({ ids, what }: { ids: string[]; what?: Record<string, What[]> }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const app = useAppI18n()
  const [id, setId] = useState(ids[0]!)
  const ns = id.split('.')[0] ?? ''
  const catalogue = useQuery({
    queryKey: editorKeys.catalogue(ns),
    queryFn: () => fetchCatalogue(ns),
    enabled: isNamespace(ns),
  })
  const saved = useMemo(() => catalogue.data?.entries ?? [], [catalogue.data])
  const { rows, drafts, dirty, conflicts, patch, edit, resolve } = useDrafts(
    ns,
    saved,
    !!catalogue.data,
  )
  const entry = rows.find((r) => r.key === id)
  const mine = useMemo(() => new Set([...dirty].filter((k) => k === id)), [dirty, id])
  const clashes = useMemo(() => conflicts.filter((c) => c.key === id), [conflicts, id])
  const { save, saving, refusals } = useSave({
    fileId: ns,
    version: catalogue.data?.version,
    // In-context editing runs under `npm start` only: the dev server writes the files.
    storage: 'files',
    drafts,
    dirty: mine,
    conflicts: clashes,
    patch,
    onDiscarded: () => undefined,
  })
  const refusal = refusals[id]
  // The app's editor route in the page's language (the interface's may differ).
  const editorHref = `${editorPage(pairLocale(app.i18n.locale))}?${new URLSearchParams({ file: ns, key: id })}`

  const issues = entry ? icuIssues(entry.source, entry.target) : []
  const glossary = entry ? glossaryIssues(entry.key, entry.source, entry.target) : []
  const sites = (entry?.sites ?? []).map((s) => (s.line ? `${s.file}:${s.line}` : s.file))
  const panel = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Alt+1 … Alt+3 apply a suggestion, as in the table (the code: Alt+1 types "¡" on a Mac).
    const n = /^Digit([1-9])$/.exec(e.code)?.[1]
    const offered = n && e.altKey && panel.current?.querySelector(`[data-suggestion="${n}"]`)
    if (offered instanceof HTMLButtonElement) {
      e.preventDefault()
      offered.click()
    } else if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
      e.preventDefault()
      save()
    }
  }
  const field = (which: EditorLang) =>
    entry && (
      <label className={styles.field}>
        {names.label(which)}
        <textarea
          className={rowStyles.area}
          rows={3}
          value={entry[which]}
          lang={languages[which]}
          data-lang={languages[which]}
          readOnly={which === 'source' && !!(entry.sourceLock || entry.codeDiffers)}
          aria-describedby={
            which === 'source'
              ? [entry.sourceLock && 'in-context-lock', entry.codeDiffers && 'in-context-differs']
                  .filter(Boolean)
                  .join(' ') || undefined
              : entry.outdated && 'in-context-outdated'
          }
          onChange={(e) => edit(id, which, e.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
    )

  return (
    <div ref={panel} className={styles.editor}>
      {ids.length > 1 && (
        <div
          role="group"
          aria-label={t({ id: 'editor.inContext.same', message: 'Samma text har flera id:n' })}
          className={styles.tabs}
        >
          {ids.map((other) => (
            <button
              key={other}
              type="button"
              aria-pressed={other === id}
              className={button({ visual: other === id ? 'solid' : 'outline', size: 'sm' })}
              onClick={() => setId(other)}
            >
              {other}
              {what?.[other] && (
                <span className={styles.what}>
                  {what[other].map((w) => t(whatLabels[w])).join(', ')}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans id="editor.inContext.id">Id</Trans>
        </dt>
        <dd>
          <code data-testid="in-context-id" className={styles.mono}>
            {id}
          </code>
        </dd>
        <dt>
          <Trans id="editor.inContext.file">Fil</Trans>
        </dt>
        <dd className={styles.file}>
          <span
            className={styles.mono}
          >{`locales/{${languages.source},${languages.target}}/${ns}.po`}</span>
          {isNamespace(ns) && <span>{fileLabelText(ns, app.t)}</span>}
        </dd>
        <dt>
          <Trans id="editor.inContext.source">I koden</Trans>
        </dt>
        <dd data-testid="source" className={styles.mono}>
          {sites.join(', ')}
        </dd>
        {entry?.comment && (
          <>
            <dt>
              <Trans id="editor.inContext.comment">Kommentar</Trans>
            </dt>
            <dd data-testid="comment" className={styles.comment}>
              {entry.comment}
            </dd>
          </>
        )}
      </dl>
      {!entry ? (
        <p role="status" className={theme.small}>
          {catalogue.isPending && isNamespace(ns) ? (
            <Trans id="editor.loading">Laddar översättningar...</Trans>
          ) : (
            <Trans id="editor.inContext.unknown">Meddelandet {id} finns inte i katalogen.</Trans>
          )}
        </p>
      ) : (
        <>
          {field('source')}
          {entry.sourceLock && (
            <span id="in-context-lock" className={cx(theme.note, theme.muted)}>
              <LockText reason={entry.sourceLock} at={sites.join(', ')} />
            </span>
          )}
          <CodeDisagreement entry={entry} id="in-context-differs" dirty={mine.size > 0} />
          {drafts[id] && blankSwedish(drafts[id]) && (
            <span className={cx(theme.note, theme.danger)}>
              {t({
                id: 'editor.row.emptySource',
                message: `Texten på ${ph({ language: names.source })} får inte vara tom.`,
              })}
            </span>
          )}
          {field('target')}
          <OutdatedNote entry={entry} id="in-context-outdated" dirty={mine.size > 0} />
          <Suspense fallback={null}>
            <Suggestions
              entry={entry}
              onApply={(target, review) => edit(id, 'target', target, review)}
            />
          </Suspense>
          {refusal && (
            <span role="alert" className={cx(theme.note, theme.danger)} data-testid="row-refused">
              {t(refusalMessage(refusal, names.source))}
            </span>
          )}
          <MessageNotes issues={issues} glossary={glossary} />
          {clashes.length > 0 && (
            <ConflictPanel
              conflicts={clashes}
              onKeepMine={(c) => c.kind !== 'release' && resolve(c, 'mine')}
              onTakeCurrent={(c) => c.kind !== 'release' && resolve(c, 'current')}
            />
          )}
          <MessagePreview entry={entry} />
          <RowHistory fileId={ns} entry={entry} onEdit={edit} />
          <div className={theme.actions}>
            <button
              type="button"
              className={button({ size: 'sm' })}
              disabled={!mine.size || issues.length > 0 || clashes.length > 0 || saving}
              onClick={save}
            >
              <Trans id="editor.inContext.save">Spara (Ctrl+S)</Trans>
            </button>
            {mine.size > 0 && (
              <span className={cx(theme.note, theme.accent)}>
                <Trans id="editor.row.dirty">Ändrad, inte sparad</Trans>
              </span>
            )}
            <a href={editorHref} className={styles.link}>
              <Trans id="editor.inContext.openEditor">Öppna i översättningsverktyget</Trans>
            </a>
          </div>
        </>
      )}
    </div>
  )
}

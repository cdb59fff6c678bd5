import { lazy, memo, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import { isMissing } from '../table/entries'
import { icuIssues } from './icu'
import { glossaryIssues } from '../host/host'
import { DeveloperComment, LockText, MessageNotes } from './entry-notes'
import { MessagePages } from './message-pages'
import { NbspDropped, NbspMarks, useKeptCaret } from './nbsp-marks'
import { NBSP, type NbspDrops } from '../nbsp'
import { refusalMessage, sitesMessage } from '../saving/refusal-messages'
import type { Refusal } from '../saving/refusals'
import { RowHistory } from '../suggestions/row-history'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'
import { languages } from '../host/pair'
import { useLanguageNames } from '../i18n/language-names'

// Asked for by the row the translator is in: loaded with the first one, not on the first visit.
const Suggestions = lazy(() =>
  import('../suggestions/suggestions').then((m) => ({ default: m.Suggestions })),
)
// Only on a row whose Swedish changed since its English was written (with its word diff): none in
// a catalogue fresh from extract, so not on the first visit.
const OutdatedNote = lazy(() =>
  import('./outdated-note').then((m) => ({ default: m.OutdatedNote })),
)
// Only under `npm start`, only on a row whose code says another text: never in the built editor.
const CodeDisagreement = lazy(() =>
  import('./code-disagreement').then((m) => ({ default: m.CodeDisagreement })),
)

function Cell(props: {
  entry: TranslationEntry
  lang: EditorLang
  index: number
  onEdit: (key: string, lang: EditorLang, text: string) => void
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => void
  /** The ids of the notes that say why this cell is read-only. */
  lockedBy?: string
  /** The code holds another text than this cell's saved one. */
  differs?: boolean
  /** The ids of the notes that say why this cell's text is not saved. */
  notSavedBy?: string
  /** Below the text box: the English cell's suggestions. */
  children?: ReactNode
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const { entry, lang, index, lockedBy, notSavedBy } = props
  const missing = isMissing(entry[lang])
  const key = entry.key
  const missingId = `missing-${lang}-${index}`
  const nbspId = `nbsp-${lang}-${index}`
  const box = useRef<HTMLTextAreaElement>(null)
  const typed = useKeptCaret(box, entry[lang])
  return (
    <div role="cell" className={theme.stack}>
      {/* Below md the column headers are hidden (one column): each box says its language. The
          text box's own name says it to screen readers already. */}
      <span aria-hidden="true" className={styles.cellLabel}>
        {names.label(lang)}
      </span>
      <textarea
        ref={box}
        className={styles.area}
        rows={3}
        value={entry[lang]}
        // The text's own language (the page's is the interface's): spellcheck and screen readers.
        lang={languages[lang]}
        data-lang={languages[lang]}
        data-row={index}
        data-missing={missing}
        data-differs={props.differs || undefined}
        readOnly={!!lockedBy}
        aria-describedby={
          [missing && missingId, lockedBy, notSavedBy, entry[lang].includes(NBSP) && nbspId]
            .filter(Boolean)
            .join(' ') || undefined
        }
        aria-label={t({
          id: 'editor.cell.label',
          comment: '{language}: the language name as a label, capitalised (Intl, the UI language)',
          message: `${ph({ language: names.label(lang) })}: ${key}`,
        })}
        onChange={(e) => {
          typed(e.target)
          props.onEdit(key, lang, e.target.value)
        }}
        onKeyDown={props.onKeyDown}
      />
      {missing && (
        <span id={missingId} className={cx(theme.note, theme.accent)}>
          {t({
            id: 'editor.cell.missing',
            message: `Text på ${ph({ language: names.of(lang) })} saknas`,
          })}
        </span>
      )}
      <NbspMarks text={entry[lang]} id={nbspId} />
      {props.children}
    </div>
  )
}

/** One catalogue entry. Texts are React text/values only: markup in a message stays inert. */
export const EntryRow = memo(function EntryRow(props: {
  fileId: string
  /** Rows of several files in one list: the row names its file. */
  fileLabel?: string
  entry: TranslationEntry
  index: number
  dirty: boolean
  /** The API refused the row's texts as they stand. */
  refusal?: Refusal
  /** The translator emptied the Swedish: never sent. */
  svBlank?: boolean
  /** Non-breaking spaces the drafted texts lost. */
  nbspDrops?: NbspDrops
  /** `review`: the English put in is still to be reviewed: it translates this Swedish. */
  onEdit: (key: string, lang: EditorLang, text: string, review?: string) => void
  measure: (el: Element | null) => void
  onCellKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => void
  onSelect: (key: string) => void
}) {
  const { t } = useLingui()
  const { source } = useLanguageNames()
  const { entry, index, dirty, onEdit, measure, onCellKeyDown, onSelect } = props
  const issues = icuIssues(entry.source, entry.target)
  const glossary = glossaryIssues(entry.key, entry.source, entry.target)
  const sites = (entry.sites ?? []).map((s) => (s.line ? `${s.file}:${s.line}` : s.file))
  const origins = (entry.sites ?? []).map((s) => s.file)
  const lockId = entry.sourceLock ? `sv-locked-${index}` : undefined
  const refusal = props.refusal
  const refusedId = refusal ? `refused-${index}` : undefined
  const blankId = props.svBlank ? `sv-blank-${index}` : undefined
  const outdatedId = entry.outdated ? `outdated-${index}` : undefined
  const commentId = entry.comment ? `comment-${index}` : undefined
  const differsId = entry.codeDiffers?.length ? `code-differs-${index}` : undefined
  // Suggestions are computed for the row the translator is in only (focus inside it).
  const [active, setActive] = useState(false)
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Alt+1 … Alt+3 apply a suggestion (the code, not the key: Alt+1 types "¡" on a Mac).
    const n = /^Digit([1-9])$/.exec(e.code)?.[1]
    const row = e.currentTarget.closest('[role=row]')
    const pick = n && e.altKey && row?.querySelector(`[data-suggestion="${n}"]`)
    if (pick instanceof HTMLButtonElement) {
      e.preventDefault()
      pick.click()
      return
    }
    onCellKeyDown(e)
  }
  const refusedSites = refusal && sitesMessage(refusal.sites)
  const notSaved = (lang: EditorLang) =>
    [refusal && (refusal.lang ?? lang) === lang && refusedId, lang === 'source' && blankId]
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <div
      ref={measure}
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      data-key={entry.key}
      data-dirty={dirty}
      onFocus={() => {
        setActive(true)
        onSelect(entry.key)
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setActive(false)
      }}

      className={cx(styles.grid, styles.row)}
    >
      <div role="rowheader" className={theme.stack}>
        {props.fileLabel && (
          <span data-testid="row-file" className={styles.site}>
            {props.fileLabel}
          </span>
        )}
        <code className={styles.key}>{entry.key}</code>
        {sites.map((site) => (
          <span key={site} data-testid="source" className={styles.site}>
            {site}
          </span>
        ))}
        <MessagePages messageKey={entry.key} origins={origins} />
        {commentId && <DeveloperComment id={commentId} comment={entry.comment!} />}
        {dirty && (
          <span className={cx(theme.note, theme.accent)}>
            {t({ id: 'editor.row.dirty', message: 'Ändrad, inte sparad' })}
          </span>
        )}
        {dirty && issues.length > 0 && (
          <span className={cx(theme.note, theme.danger)} data-testid="row-blocked">
            {t({
              id: 'editor.row.blocked',
              message: 'Sparas inte förrän felet nedan är rättat.',
            })}
          </span>
        )}
        {refusal && (
          <span id={refusedId} className={cx(theme.note, theme.danger)} data-testid="row-refused">
            {t(refusalMessage(refusal, source))}
            {refusedSites && ` ${t(refusedSites)}`}
          </span>
        )}
        {props.svBlank && (
          <span id={blankId} className={cx(theme.note, theme.danger)}>
            {t({
              id: 'editor.row.emptySource',
              message: `Texten på ${ph({ language: source })} får inte vara tom.`,
            })}
          </span>
        )}
        {entry.sourceLock && lockId && (
          <span id={lockId} className={cx(theme.note, theme.muted)} data-testid="sv-locked">
            <LockText reason={entry.sourceLock} at={sites.join(', ')} />
          </span>
        )}
        {differsId && (
          <Suspense fallback={null}>
            <CodeDisagreement entry={entry} id={differsId} dirty={dirty} />
          </Suspense>
        )}
        {outdatedId && (
          <Suspense fallback={null}>
            <OutdatedNote entry={entry} id={outdatedId} dirty={dirty} />
          </Suspense>
        )}
        <MessageNotes issues={issues} glossary={glossary} />
        {props.nbspDrops && (
          <NbspDropped
            drops={props.nbspDrops}
            texts={entry}
            onRestore={(lang, text) => onEdit(entry.key, lang, text)}
          />
        )}
        <RowHistory fileId={props.fileId} entry={entry} onEdit={onEdit} />
      </div>
      <Cell
        entry={entry}
        lang="source"
        index={index}
        onEdit={onEdit}
        onKeyDown={onKeyDown}
        lockedBy={[lockId, differsId].filter(Boolean).join(' ') || undefined}
        differs={!!differsId}
        notSavedBy={notSaved('source')}
      />
      <Cell
        entry={entry}
        lang="target"
        index={index}
        onEdit={onEdit}
        onKeyDown={onKeyDown}
        notSavedBy={
          [notSaved('target'), outdatedId, commentId].filter(Boolean).join(' ') || undefined
        }
      >
        {active && (
          <Suspense fallback={null}>
            <Suggestions
              entry={entry}
              onApply={(target, review) => onEdit(entry.key, 'target', target, review)}
            />
          </Suspense>
        )}
      </Cell>
    </div>
  )
})

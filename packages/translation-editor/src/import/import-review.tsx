import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { diffWords } from 'diff'
import type { EntryChange, TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import { MessageNotes } from '../row/entry-notes'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import type { ReturnedFile } from './read-returned'
import { reviewImport, type ImportRefusal, type ReviewRow } from './review'
import type { SaveImported } from './import-returned'
import styles from './import.module.css'

type Offered = Extract<ReviewRow, { kind: 'change' | 'confirm' }>

/**
 * A returned file's rows against the catalogue: each change as a word diff with the row's own
 * notes (glossary, house style), accepted by default and each one rejectable; refused rows with
 * their reason and unknown ids listed, never saved. The accepted rows become the rows' drafts and
 * are saved as a row's save is (conflicts, refusals and locks apply there).
 */
export function ImportReview(props: {
  name: string
  returned: ReturnedFile
  fileId: string
  saved: readonly TranslationEntry[]
  drafts: Drafts
  onSave: SaveImported
  onDone: () => void
}) {
  const { t } = useLingui()
  const { name, returned, fileId, saved } = props
  const review = useMemo(() => reviewImport(returned, saved), [returned, saved])
  const offered = review.rows.filter(
    (r): r is Offered => r.kind === 'change' || r.kind === 'confirm',
  )
  const refused = review.rows.filter((r) => r.kind === 'refused')
  const unknown = review.rows.filter((r) => r.kind === 'unknown')
  const [rejected, setRejected] = useState<ReadonlySet<string>>(() => new Set())
  const accepted = offered.filter((r) => !rejected.has(r.key))
  const count = accepted.length
  const unchanged = review.unchanged
  const offeredCount = offered.length
  const refusedCount = refused.length
  const unknownCount = unknown.length
  const original = returned.original

  const toggle = (key: string, accept: boolean) =>
    setRejected((s) => {
      const next = new Set(s)
      if (accept) next.delete(key)
      else next.add(key)
      return next
    })

  const save = () => {
    const byKey = new Map(saved.map((e) => [e.key, e]))
    const imported: Drafts = {}
    const confirmed: EntryChange[] = []
    for (const r of accepted) {
      const e = byKey.get(r.key)!
      if (r.kind === 'confirm') confirmed.push({ key: r.key, en: r.current })
      else {
        const d = props.drafts[r.key] ?? { sv: e.sv, en: e.en, base: { sv: e.sv, en: e.en } }
        imported[r.key] = { ...d, en: r.next }
      }
    }
    props.onSave(imported, confirmed)
    props.onDone()
  }

  return (
    <section
      aria-labelledby="editor-import-heading"
      className={styles.list}
      data-testid="import-review"
    >
      <h3 id="editor-import-heading" className={styles.subheading}>
        <Trans id="editor.agency.reviewHeading">Granska {name}</Trans>
      </h3>
      <p className={theme.small} data-testid="import-summary">
        <Trans id="editor.agency.summary">
          Att granska: {offeredCount}. Oförändrade: {unchanged}. Avvisade: {refusedCount}. Okända
          id:n: {unknownCount}.
        </Trans>
      </p>
      {original && original !== fileId && (
        <p className={cx(theme.small, theme.accent)}>
          <Trans id="editor.agency.otherCatalogue">
            Filen gäller katalogen {original}, men den öppna filen är {fileId}. Öppna {original} och
            läs in filen där.
          </Trans>
        </p>
      )}
      {offered.length > 0 && (
        <ul className={styles.list}>
          {offered.map((r) => (
            <li key={r.key} className={styles.row} data-testid="import-row" data-key={r.key}>
              <label className={cx(theme.actions, theme.small)}>
                <input
                  type="checkbox"
                  checked={!rejected.has(r.key)}
                  onChange={(e) => toggle(r.key, e.target.checked)}
                />
                <Trans id="editor.agency.accept">Godta</Trans>{' '}
                <code className={theme.code}>{r.key}</code>
              </label>
              {r.kind === 'change' ? <WordDiff from={r.current} to={r.next} /> : <ConfirmNote />}
              {r.kind === 'change' && r.outdated && (
                <span className={cx(theme.note, theme.accent)}>
                  <Trans id="editor.agency.clearsOutdated">
                    Raden är inaktuell: när den sparas tas markeringen bort.
                  </Trans>
                </span>
              )}
              <MessageNotes issues={[]} glossary={r.glossary} />
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <>
          <h4 className={theme.small}>
            <Trans id="editor.agency.refusedHeading">Avvisade (sparas inte)</Trans>
          </h4>
          <ul className={styles.list}>
            {refused.map((r, i) => (
              <li key={i} className={styles.row} data-testid="import-refused" data-key={r.key}>
                <code className={theme.code}>{r.key}</code>
                <span className={styles.diff}>{r.next}</span>
                <RefusalText reason={r.reason} />
                <MessageNotes issues={r.icu} glossary={[]} />
              </li>
            ))}
          </ul>
        </>
      )}
      {unknown.length > 0 && (
        <>
          <h4 className={theme.small}>
            <Trans id="editor.agency.unknownHeading">
              Id:n som katalogen inte har (skapas inte)
            </Trans>
          </h4>
          <ul className={cx(theme.small, styles.list)} data-testid="import-unknown">
            {unknown.map((r, i) => (
              <li key={i}>
                <code className={theme.code}>{r.key}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={theme.actions}>
        <button type="button" className={button({ size: 'sm' })} disabled={!count} onClick={save}>
          {t({ id: 'editor.agency.save', message: `Spara godtagna (${count})` })}
        </button>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={props.onDone}
        >
          {t({ id: 'editor.agency.close', message: 'Stäng utan att spara' })}
        </button>
      </div>
    </section>
  )
}

/** Removed and added words say so in text too (del/ins), not only by colour. */
function WordDiff({ from, to }: { from: string; to: string }) {
  return (
    <span className={styles.diff} data-testid="import-diff">
      {diffWords(from, to).map((part, i) =>
        part.removed ? (
          <del key={i} className={styles.removed}>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className={styles.added}>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </span>
  )
}

function ConfirmNote() {
  return (
    <span className={cx(theme.note, theme.accent)}>
      <Trans id="editor.agency.confirm">
        Byrån har godkänt engelskan som den är: när raden sparas tas markeringen inaktuell bort.
      </Trans>
    </span>
  )
}

function RefusalText({ reason }: { reason: ImportRefusal }) {
  const { t } = useLingui()
  const text = {
    icu: t({ id: 'editor.agency.refused.icu', message: 'Texten skulle inte kunna sparas:' }),
    empty: t({
      id: 'editor.agency.refused.empty',
      message: 'Filen har ingen översättning, men katalogen har en.',
    }),
    'source-changed': t({
      id: 'editor.agency.refused.sourceChanged',
      message:
        'Svenskan har ändrats sedan filen exporterades: översättningen gäller en annan text. Exportera igen.',
    }),
    unconfirmed: t({
      id: 'editor.agency.refused.unconfirmed',
      message: 'Filen markerar översättningen som inte klar (fuzzy eller att granska).',
    }),
    duplicate: t({
      id: 'editor.agency.refused.duplicate',
      message: 'Id:t finns flera gånger i filen: bara den första togs med.',
    }),
  }[reason]
  return <span className={cx(theme.note, theme.danger)}>{text}</span>
}

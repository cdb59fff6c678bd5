import { Trans, useLingui } from '@lingui/react/macro'
import { ph } from '@lingui/core/macro'
import { WordDiff } from '../ui/word-diff'
import { MessageNotes } from '../row/entry-notes'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import type { ImportRefusal, ReviewRow } from './review'
import styles from './import.module.css'
import { useLanguageNames } from '../i18n/language-names'

export type Offered = Extract<ReviewRow, { kind: 'change' | 'confirm' }>
type Refused = Extract<ReviewRow, { kind: 'refused' }>

/** The rows offered: each a word diff (or a confirmation) with the row's notes, and Accept. */
export function OfferedList(props: {
  rows: readonly Offered[]
  rejected: ReadonlySet<string>
  onToggle: (key: string, accept: boolean) => void
}) {
  if (!props.rows.length) return null
  return (
    <ul className={styles.list}>
      {props.rows.map((r) => (
        <li key={r.key} className={styles.row} data-testid="import-row" data-key={r.key}>
          <label className={cx(theme.actions, theme.small)}>
            <input
              type="checkbox"
              checked={!props.rejected.has(r.key)}
              onChange={(e) => props.onToggle(r.key, e.target.checked)}
            />
            <Trans id="editor.agency.accept">Godta</Trans>{' '}
            <code className={theme.code}>{r.key}</code>
          </label>
          {r.kind === 'change' ? (
            <WordDiff from={r.current} to={r.next} testId="import-diff" />
          ) : (
            <ConfirmNote />
          )}
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
  )
}

/** The rows refused, each with its reason (and the ICU problem, worded as on a row). */
export function RefusedList({ rows }: { rows: readonly Refused[] }) {
  if (!rows.length) return null
  return (
    <>
      <h4 className={theme.small}>
        <Trans id="editor.agency.refusedHeading">Avvisade (sparas inte)</Trans>
      </h4>
      <ul className={styles.list}>
        {rows.map((r, i) => (
          <li key={i} className={styles.row} data-testid="import-refused" data-key={r.key}>
            <code className={theme.code}>{r.key}</code>
            <span className={styles.diff}>{r.next}</span>
            <RefusalText reason={r.reason} />
            <MessageNotes issues={r.icu} glossary={[]} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** Ids the catalogue does not have: listed, never created (ids come from the code). */
export function UnknownList({ keys }: { keys: readonly string[] }) {
  if (!keys.length) return null
  return (
    <>
      <h4 className={theme.small}>
        <Trans id="editor.agency.unknownHeading">Id:n som katalogen inte har (skapas inte)</Trans>
      </h4>
      <ul className={cx(theme.small, styles.list)} data-testid="import-unknown">
        {keys.map((key, i) => (
          <li key={i}>
            <code className={theme.code}>{key}</code>
          </li>
        ))}
      </ul>
    </>
  )
}

function ConfirmNote() {
  const { target } = useLanguageNames()
  return (
    <span className={cx(theme.note, theme.accent)}>
      <Trans id="editor.agency.confirm">
        Byrån har godkänt texten på {{ language: target }} som den är: när raden sparas tas
        markeringen inaktuell bort.
      </Trans>
    </span>
  )
}

function RefusalText({ reason }: { reason: ImportRefusal }) {
  const { t } = useLingui()
  const { source } = useLanguageNames()
  const text = {
    icu: t({ id: 'editor.agency.refused.icu', message: 'Texten skulle inte kunna sparas:' }),
    empty: t({
      id: 'editor.agency.refused.empty',
      message: 'Filen har ingen översättning, men katalogen har en.',
    }),
    'source-changed': t({
      id: 'editor.agency.refused.sourceChanged',
      message: `Texten på ${ph({ language: source })} har ändrats sedan filen exporterades: översättningen gäller en annan text. Exportera igen.`,
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

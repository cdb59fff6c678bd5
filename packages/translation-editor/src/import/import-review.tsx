import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntryChange, TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import type { ReturnedFile } from './read-returned'
import { reviewImport } from './review'
import type { SaveImported } from './import-returned'
import { OfferedList, RefusedList, UnknownList, type Offered } from './review-lists'
import styles from './import.module.css'

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
  const { returned, saved } = props
  const review = useMemo(() => reviewImport(returned, saved), [returned, saved])
  const offered = review.rows.filter(
    (r): r is Offered => r.kind === 'change' || r.kind === 'confirm',
  )
  const refused = review.rows.filter((r) => r.kind === 'refused')
  const unknown = review.rows.flatMap((r) => (r.kind === 'unknown' ? [r.key] : []))
  const [rejected, setRejected] = useState<ReadonlySet<string>>(() => new Set())
  const accepted = offered.filter((r) => !rejected.has(r.key))
  const count = accepted.length

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
      if (r.kind === 'confirm') confirmed.push({ key: r.key, target: r.current })
      else {
        const texts = { source: e.source, target: e.target }
        const d = props.drafts[r.key] ?? { ...texts, base: texts }
        imported[r.key] = { ...d, target: r.next }
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
      <ReviewHeader
        name={props.name}
        original={returned.original}
        fileId={props.fileId}
        counts={[offered.length, review.unchanged, refused.length, unknown.length]}
      />
      <OfferedList rows={offered} rejected={rejected} onToggle={toggle} />
      <RefusedList rows={refused} />
      <UnknownList keys={unknown} />
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

function ReviewHeader(props: {
  name: string
  original: string | undefined
  fileId: string
  counts: [number, number, number, number]
}) {
  const { name, original, fileId } = props
  const [offeredCount, unchanged, refusedCount, unknownCount] = props.counts
  return (
    <>
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
    </>
  )
}

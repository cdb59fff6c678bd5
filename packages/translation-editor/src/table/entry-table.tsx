import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
} from 'react'
import { Trans } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import { languages, roleOf } from '../host/pair'
import { isMissing, nextToDoIndex } from './entries'
import { EntryRow } from '../row/entry-row'
import rowStyles from '../row/row.module.css'
import type { NbspDrops } from '../nbsp'
import type { Refusals } from '../saving/refusals'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './table.module.css'
import { useLanguageNames } from '../i18n/language-names'

/**
 * The entries as an ARIA table with only the rows in view rendered (10 000 keys stay fast).
 * Rows flow normally inside a body whose padding and height the virtualizer sets through the
 * CSSOM (no style attributes: strict CSP, and no React style props by house rule).
 */
export function EntryTable(props: {
  fileId: string
  rows: TranslationEntry[]
  dirty: ReadonlySet<string>
  /** Rows the API refused as they stand: each says why. */
  refusals: Refusals
  /** Rows whose Swedish the translator emptied. */
  svBlank: ReadonlySet<string>
  /** Rows whose drafted texts lost a non-breaking space. */
  nbspDrops?: ReadonlyMap<string, NbspDrops>
  onEdit: (key: string, lang: EditorLang, text: string, review?: string) => void
  onSaveRow: () => void
  /** The row the translator is in (focus inside it): shown in the preview. */
  onSelect: (key: string) => void
  /** The row a link names: scrolled into view once it is among the rows. */
  reveal?: string
  /** Rows from several files (the all-files view): each row's file and its label. */
  fileOf?: (key: string) => { id: string; label: string }
}) {
  const { rows } = props
  const names = useLanguageNames()
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<{ index: number; lang: EditorLang } | null>(null)
  // A table's first rows come in a render of their own after the table has committed: a file's
  // arrival is a store update, which React renders without yielding, so the rows (their checks,
  // the virtualizer measuring its box, a forced layout of the whole page) would share one long
  // task with the workspace. The deferred render yields to the browser between rows; the box is
  // measured in its commit, with the rows. Later renders (typing, scrolling) are not deferred.
  const rowsShown = useDeferredValue(true, false)

  // The virtualizer is mutable by design; this component re-renders on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => (rowsShown ? scrollRef.current : null),
    // Until the box is measured: it is never taller than the window, so the first rows cover it.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    estimateSize: () => 120,
    overscan: 4,
    getItemKey: (i) => rows[i]?.key ?? i,
  })
  const items = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()
  const first = items[0]?.start ?? 0

  useLayoutEffect(() => {
    const body = bodyRef.current
    if (!body) return
    body.style.height = `${total}px`
    body.style.paddingTop = `${first}px`
  }, [total, first])

  // Focus a cell once its row is rendered (it may first have to be scrolled into the window).
  const tryFocus = useCallback(() => {
    const target = pendingFocus.current
    if (!target) return
    const el = bodyRef.current?.querySelector<HTMLTextAreaElement>(
      `textarea[data-row="${target.index}"][data-lang="${languages[target.lang]}"]`,
    )
    if (el) {
      pendingFocus.current = null
      el.focus()
    }
  }, [])
  useEffect(() => tryFocus())

  // A link's row is scrolled to once per file and key: not again while the translator moves on.
  const revealed = useRef('')
  // The scrolling outlives the effect below, which runs again as the rows change.
  const cancelReveal = useRef(() => {})
  useEffect(
    () => () => {
      cancelReveal.current()
      // A remount (StrictMode's too) reveals the row again.
      revealed.current = ''
    },
    [],
  )
  const { fileId, reveal } = props
  useEffect(() => {
    const target = `${fileId}\u0000${reveal ?? ''}`
    if (!reveal || revealed.current === target) return
    const index = rows.findIndex((r) => r.key === reveal)
    if (index < 0) return
    revealed.current = target
    const body = bodyRef.current
    const box = scrollRef.current
    cancelReveal.current()
    if (body && box)
      cancelReveal.current = bringIntoView(body, box, reveal, () =>
        virtualizer.scrollToIndex(index, { align: 'start' }),
      )
  }, [fileId, reveal, rows, virtualizer])

  const focusCell = (index: number, lang: EditorLang) => {
    pendingFocus.current = { index, lang }
    virtualizer.scrollToIndex(index, { align: 'auto' })
    tryFocus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const el = e.currentTarget
    // The cell says which row and language it is: read back from the DOM, so checked.
    const index = Number(el.dataset.row)
    const lang = roleOf(el.dataset.lang)
    if (!Number.isInteger(index) || !lang) return
    if (e.altKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault()
      const next = index + (e.key === 'ArrowDown' ? 1 : -1)
      if (next >= 0 && next < rows.length) focusCell(next, lang)
    } else if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault()
      props.onSaveRow()
      const next = nextToDoIndex(rows, index)
      const row = rows[next]
      if (row && next !== index) focusCell(next, isMissing(row.source) ? 'source' : 'target')
    }
  }

  return (
    <div
      role="table"
      aria-rowcount={rows.length + 1}
      aria-labelledby="editor-table-caption"
      className={styles.table}
    >
      <p id="editor-table-caption" className={theme.srOnly}>
        <Trans id="editor.table.caption">
          Översättningar: nyckel, {{ source: names.source }} och {{ target: names.target }}
        </Trans>
      </p>
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={cx(rowStyles.grid, styles.headRow)}>
          <span role="columnheader" className={styles.header}>
            <Trans id="editor.table.key">Nyckel</Trans>
          </span>
          <span role="columnheader" className={styles.header}>
            {names.label('source')}
          </span>
          <span role="columnheader" className={styles.header}>
            {names.label('target')}
          </span>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>
          <Trans id="editor.table.empty">Inga rader matchar sökningen eller filtret.</Trans>
        </p>
      ) : (
        <div ref={scrollRef} data-testid="editor-scroll" className={styles.scroll}>
          <div ref={bodyRef} role="rowgroup">
            {(rowsShown ? items : []).map((v) => {
              const entry = rows[v.index]
              return (
                entry && (
                  <EntryRow
                    key={v.key}
                    fileId={props.fileOf?.(entry.key).id ?? props.fileId}
                    fileLabel={props.fileOf?.(entry.key).label}
                    measure={virtualizer.measureElement}
                    onCellKeyDown={onKeyDown}
                    entry={entry}
                    index={v.index}
                    dirty={props.dirty.has(entry.key)}
                    refusal={props.refusals[entry.key]}
                    svBlank={props.svBlank.has(entry.key)}
                    nbspDrops={props.nbspDrops?.get(entry.key)}
                    onEdit={props.onEdit}
                    onSelect={props.onSelect}
                  />
                )
              )
            })}
          </div>
        </div>
      )}
    </div>
  )
}

/**
 * Brings a row into view, the window's too (the table may start below the fold). Rows take their
 * real height as they render, which moves the row: for a bounded number of frames it is
 * brought back until it stays. Returns the cancel.
 */
function bringIntoView(
  body: HTMLElement,
  box: HTMLElement,
  key: string,
  /** Renders the row: the virtualizer may not have its scroll element yet on the first frames. */
  render: () => void,
): () => void {
  let frame = 0
  let still = 0
  const step = () => {
    const el = body.querySelector(`[data-key="${CSS.escape(key)}"]`)
    if (!el) render()
    else {
      const top = el.getBoundingClientRect().top
      const area = box.getBoundingClientRect()
      const shown = top >= area.top - 1 && top < area.bottom && top >= 0 && top < innerHeight
      still = shown ? still + 1 : 0
      if (!shown) el.scrollIntoView({ block: 'nearest' })
    }
    if (still < 3 && ++frame < 120) id = requestAnimationFrame(step)
  }
  let id = requestAnimationFrame(step)
  return () => cancelAnimationFrame(id)
}

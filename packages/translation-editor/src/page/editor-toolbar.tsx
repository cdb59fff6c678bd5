import { Trans, useLingui } from '@lingui/react/macro'
import { ph } from '@lingui/core/macro'
import type { StorageKind } from '../api/api-schema'
import { button } from '../ui/button'
import theme from '../ui/theme.module.css'
import styles from './page.module.css'
import type { countEntries, MissingFilter } from '../table/entries'
import { languages } from '../host/pair'
import { filterValue, parseFilter } from './editor-links'
import { useLanguageNames } from '../i18n/language-names'

export function EditorToolbar(props: {
  fileId: string
  /** The catalogue's label (file-labels.ts: the app's, else its namespace). */
  label: string
  storage: StorageKind
  search: string
  onSearch: (v: string) => void
  /** The search box lost focus: the URL takes its search now. */
  onSearchDone: () => void
  missing: MissingFilter
  onMissing: (v: MissingFilter) => void
  counts: ReturnType<typeof countEntries>
  shown: number
  dirtyCount: number
  saving: boolean
  /** Conflicts wait for a decision: nothing is saved over them. */
  blocked: boolean
  /** Unsaved rows that cannot be saved yet (invalid ICU, placeholders): not counted as savable. */
  invalidCount: number
  onSave: () => void
  onDiscard: () => void
}) {
  const { t } = useLingui()
  const { source, target } = useLanguageNames()
  const { counts, shown } = props
  const total = counts.total
  return (
    <div className={styles.toolbar}>
      <h2 className={styles.heading}>
        <span className={theme.mono}>{`${props.fileId}.po`}</span>{' '}
        <span className={styles.headingLabel}>{props.label}</span>
      </h2>
      <dl data-testid="editor-counters" className={styles.counters}>
        <div className={styles.stat}>
          <dt>
            <Trans id="editor.count.complete">Kompletta</Trans>
          </dt>
          <dd
            className={styles.statValue}
            data-testid="count-complete"
          >{`${counts.complete}/${counts.total}`}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <Trans id="editor.count.missing">Saknar {{ language: source }}</Trans>
          </dt>
          <dd className={styles.statValue} data-testid="count-missing-sv">
            {counts.missingSv}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <Trans id="editor.count.missing">Saknar {{ language: target }}</Trans>
          </dt>
          <dd className={styles.statValue} data-testid="count-missing-en">
            {counts.missingEn}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <Trans id="editor.count.outdated">Inaktuell {{ language: target }}</Trans>
          </dt>
          <dd className={styles.statValue} data-testid="count-outdated">
            {counts.outdated}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <Trans id="editor.count.unsaved">Osparade rader</Trans>
          </dt>
          <dd className={styles.statValue} data-testid="count-unsaved">
            {props.dirtyCount}
          </dd>
        </div>
      </dl>
      <div className={styles.filters}>
        <label className={styles.field}>
          <Trans id="editor.search.label">Sök</Trans>
          <input
            type="search"
            className={theme.control}
            value={props.search}
            placeholder={t({
              id: 'editor.search.placeholder',
              message: 'Sök nyckel eller text...',
            })}
            onChange={(e) => props.onSearch(e.target.value)}
            onBlur={props.onSearchDone}
          />
        </label>
        <label className={styles.field}>
          <Trans id="editor.filter.label">Visa</Trans>
          <select
            className={theme.control}
            value={filterValue(props.missing)}
            onChange={(e) => {
              const filter = parseFilter(e.target.value)
              if (filter) props.onMissing(filter)
            }}
          >
            <option value="all">{t({ id: 'editor.filter.all', message: 'Alla rader' })}</option>
            <option value="either">
              {t({ id: 'editor.filter.either', message: `Saknar ${source} eller ${target}` })}
            </option>
            <option value={languages.source}>
              {t({ id: 'editor.filter.missing', message: `Saknar ${ph({ language: source })}` })}
            </option>
            <option value={languages.target}>
              {t({ id: 'editor.filter.missing', message: `Saknar ${ph({ language: target })}` })}
            </option>
            <option value="outdated">
              {t({
                id: 'editor.filter.outdated',
                message: `Inaktuell ${ph({ language: target })}`,
              })}
            </option>
          </select>
        </label>
      </div>
      <div className={theme.actions}>
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={props.onSave}
          disabled={props.dirtyCount - props.invalidCount <= 0 || props.saving || props.blocked}
          aria-keyshortcuts="Control+S Meta+S"
        >
          <Trans id="editor.save.button">Spara ändringar</Trans>
        </button>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={props.onDiscard}
        >
          {props.storage === 'files' ? (
            <Trans id="editor.discard.unsaved">Släng osparade ändringar</Trans>
          ) : (
            <Trans id="editor.discard.button">Ta bort lokala ändringar</Trans>
          )}
        </button>
        <p className={`${theme.small} ${theme.muted}`} data-testid="editor-shown">
          <Trans id="editor.shown">
            Visar {shown} av {total} rader
          </Trans>
        </p>
      </div>
      <p className={`${theme.small} ${theme.muted}`}>
        <Trans id="editor.keys.help">
          Kortkommandon: Ctrl/Cmd+S sparar, Ctrl/Cmd+Enter sparar och går till nästa rad som saknar
          text eller har inaktuell {{ language: target }}, Alt+pil upp/ned flyttar mellan rader.
        </Trans>
      </p>
    </div>
  )
}

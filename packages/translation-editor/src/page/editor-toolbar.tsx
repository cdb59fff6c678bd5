import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { StorageKind } from '../api/api-schema'
import { control } from '../ui/editor-styles'
import type { countEntries, MissingFilter } from '../table/entries'

// minW 0 (here and on the control): the select's widest option ("Saknar svenska eller engelska")
// must not hold its grid column wider than the toolbar (the page scrolled sideways at 1024 px).
const label = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: '600', minW: '0' })
const stat = css({ display: 'grid', fontSize: 'sm', color: 'fg.muted' })
const statValue = css({ fontSize: 'xl', fontWeight: '700', color: 'fg.default' })

export function EditorToolbar(props: {
  fileId: string
  /** The catalogue's label (file-labels.ts). */
  label: string
  storage: StorageKind
  search: string
  onSearch: (v: string) => void
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
  const { counts, shown } = props
  const total = counts.total
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <h2 className={css({ textStyle: 'h3' })}>
        <span className={css({ fontFamily: 'mono' })}>{`${props.fileId}.po`}</span>{' '}
        <span className={css({ color: 'fg.muted', fontWeight: '500' })}>{props.label}</span>
      </h2>
      <dl
        data-testid="editor-counters"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '4', md: '8' } })}
      >
        <div className={stat}>
          <dt>
            <Trans id="editor.count.complete">Kompletta</Trans>
          </dt>
          <dd
            className={statValue}
            data-testid="count-complete"
          >{`${counts.complete}/${counts.total}`}</dd>
        </div>
        <div className={stat}>
          <dt>
            <Trans id="editor.count.missingSv">Saknar svenska</Trans>
          </dt>
          <dd className={statValue} data-testid="count-missing-sv">
            {counts.missingSv}
          </dd>
        </div>
        <div className={stat}>
          <dt>
            <Trans id="editor.count.missingEn">Saknar engelska</Trans>
          </dt>
          <dd className={statValue} data-testid="count-missing-en">
            {counts.missingEn}
          </dd>
        </div>
        <div className={stat}>
          <dt>
            <Trans id="editor.count.outdated">Inaktuell engelska</Trans>
          </dt>
          <dd className={statValue} data-testid="count-outdated">
            {counts.outdated}
          </dd>
        </div>
        <div className={stat}>
          <dt>
            <Trans id="editor.count.unsaved">Osparade rader</Trans>
          </dt>
          <dd className={statValue} data-testid="count-unsaved">
            {props.dirtyCount}
          </dd>
        </div>
      </dl>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'end',
        })}
      >
        <label className={label}>
          <Trans id="editor.search.label">Sök</Trans>
          <input
            type="search"
            className={control}
            value={props.search}
            placeholder={t({
              id: 'editor.search.placeholder',
              message: 'Sök nyckel eller text...',
            })}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </label>
        <label className={label}>
          <Trans id="editor.filter.label">Visa</Trans>
          <select
            className={control}
            value={props.missing}
            onChange={(e) => props.onMissing(e.target.value as MissingFilter)}
          >
            <option value="all">{t({ id: 'editor.filter.all', message: 'Alla rader' })}</option>
            <option value="either">
              {t({ id: 'editor.filter.either', message: 'Saknar svenska eller engelska' })}
            </option>
            <option value="sv">{t({ id: 'editor.filter.sv', message: 'Saknar svenska' })}</option>
            <option value="en">{t({ id: 'editor.filter.en', message: 'Saknar engelska' })}</option>
            <option value="outdated">
              {t({ id: 'editor.filter.outdated', message: 'Inaktuell engelska' })}
            </option>
          </select>
        </label>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
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
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="editor-shown">
          <Trans id="editor.shown">
            Visar {shown} av {total} rader
          </Trans>
        </p>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans id="editor.keys.help">
          Kortkommandon: Ctrl/Cmd+S sparar, Ctrl/Cmd+Enter sparar och går till nästa rad som saknar
          text eller har inaktuell engelska, Alt+pil upp/ned flyttar mellan rader.
        </Trans>
      </p>
    </div>
  )
}

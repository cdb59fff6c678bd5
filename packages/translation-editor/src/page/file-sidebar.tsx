import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import type { TranslationFile } from '../api/api-schema'
import { fileLabels } from './file-labels'

const item = css({
  display: 'grid',
  gap: '0.5',
  w: { base: 'max-content', lg: 'full' },
  h: 'full',
  textAlign: 'left',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': {
    bg: 'bg.brandSubtle',
    borderColor: 'border.brand',
    // Forced colours paint every background over and every border in one colour: the chosen
    // file keeps a mark of its own, a thick outline in the system's selection colour.
    _highContrast: {
      borderColor: 'Highlight',
      outline: '3px solid Highlight',
      outlineOffset: '-3px',
    },
  },
})

export function FileSidebar(props: {
  files: TranslationFile[]
  selectedId: string | undefined
  unsavedIds: ReadonlySet<string>
  /** Outdated rows per file (files not counted yet are absent). */
  outdated: ReadonlyMap<string, number>
  onSelect: (id: string) => void
}) {
  const { t } = useLingui()
  const outdatedLabel = (count: number) =>
    t({ id: 'editor.files.outdated', message: `Inaktuell engelska: ${count}` })
  const list = useRef<HTMLUListElement>(null)
  // Below lg the files are one row that scrolls sideways: keep the chosen one in view (without
  // scrolling the page, which scrollIntoView could do).
  useEffect(() => {
    const ul = list.current
    const chosen = ul?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (!ul || !chosen || ul.scrollWidth <= ul.clientWidth) return
    const li = chosen.parentElement!
    if (
      li.offsetLeft < ul.scrollLeft ||
      li.offsetLeft + li.offsetWidth > ul.scrollLeft + ul.clientWidth
    )
      ul.scrollLeft = li.offsetLeft - ul.offsetLeft
  }, [props.selectedId, props.files])
  return (
    <nav
      aria-labelledby="editor-files-heading"
      className={css({
        bg: 'bg.canvas',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '3',
        position: { lg: 'sticky' },
        top: { lg: '4' },
        maxH: { lg: 'calc(100vh - 2rem)' },
        overflowY: 'auto',
      })}
    >
      <h2
        id="editor-files-heading"
        className={css({ fontSize: 'lg', px: '3', pb: '2', fontWeight: '700' })}
      >
        <Trans id="editor.files.heading">Översättningsfiler</Trans>
      </h2>
      {/* Phones: one row of files that scrolls sideways, its height kept while the list loads, so
          the table is on the first screen and nothing below jumps when the files arrive. */}
      <ul
        ref={list}
        className={css({
          display: { base: 'flex', lg: 'grid' },
          gap: '1',
          listStyle: 'none',
          overflowX: { base: 'auto', lg: 'visible' },
          scrollSnapType: { base: 'x proximity', lg: 'none' },
          minH: { base: '4.5rem', lg: '0' },
          pb: { base: '1', lg: '0' },
        })}
      >
        {props.files.map((f) => (
          <li
            key={f.id}
            className={css({ flex: { base: '0 0 auto', lg: 'initial' }, scrollSnapAlign: 'start' })}
          >
            <button
              type="button"
              aria-pressed={f.id === props.selectedId}
              className={item}
              onClick={() => props.onSelect(f.id)}
            >
              <span className={css({ fontFamily: 'mono', fontSize: 'sm', fontWeight: '600' })}>
                {`${f.id}.po`}
              </span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t(fileLabels[f.id])}
              </span>
              {!!props.outdated.get(f.id) && (
                <span
                  data-testid="file-outdated"
                  className={css({ fontSize: 'xs', color: 'fg.accent', fontWeight: '600' })}
                >
                  {outdatedLabel(props.outdated.get(f.id)!)}
                </span>
              )}
              {props.unsavedIds.has(f.id) && (
                <span className={css({ fontSize: 'xs', color: 'fg.accent', fontWeight: '600' })}>
                  {t({ id: 'editor.files.unsaved', message: 'Osparade ändringar' })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

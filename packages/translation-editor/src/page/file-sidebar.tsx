import { useEffect, useRef } from 'react'
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TranslationFile } from '../api/api-schema'
import { fileLabelText } from './file-labels'
import { useAppI18n } from '../i18n/editor-i18n'
import styles from './page.module.css'
import { useLanguageNames } from '../i18n/language-names'

export function FileSidebar(props: {
  files: TranslationFile[]
  selectedId: string | undefined
  unsavedIds: ReadonlySet<string>
  /** Outdated rows per file (files not counted yet are absent). */
  outdated: ReadonlyMap<string, number>
  onSelect: (id: string) => void
  /** The all-files list of missing and outdated rows: shown, and chosen. */
  todo: boolean
  onTodo: () => void
}) {
  const { t } = useLingui()
  const app = useAppI18n()
  const { target } = useLanguageNames()
  const outdatedLabel = (count: number) =>
    t({ id: 'editor.files.outdated', message: `Inaktuell ${ph({ language: target })}: ${count}` })
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
    <nav aria-labelledby="editor-files-heading" className={styles.sidebar}>
      <h2 id="editor-files-heading" className={styles.sidebarHeading}>
        <Trans id="editor.files.heading">Översättningsfiler</Trans>
      </h2>
      {/* Phones: one row of files that scrolls sideways, its height kept while the list loads, so
          the table is on the first screen and nothing below jumps when the files arrive. */}
      <ul ref={list} className={styles.files}>
        <li>
          <button
            type="button"
            aria-pressed={props.todo}
            className={styles.file}
            onClick={props.onTodo}
          >
            <span className={styles.fileName}>
              {t({ id: 'editor.todo.entry', message: 'Att göra i alla filer' })}
            </span>
            <span className={styles.fileLabel}>
              {t({ id: 'editor.todo.entryLabel', message: 'Saknade och inaktuella texter' })}
            </span>
          </button>
        </li>
        {props.files.map((f) => (
          <li key={f.id}>
            <button
              type="button"
              aria-pressed={!props.todo && f.id === props.selectedId}
              className={styles.file}
              onClick={() => props.onSelect(f.id)}
            >
              <span className={styles.fileName}>{`${f.id}.po`}</span>
              <span className={styles.fileLabel}>{fileLabelText(f.id, app.t)}</span>
              {!!props.outdated.get(f.id) && (
                <span data-testid="file-outdated" className={styles.fileUnsaved}>
                  {outdatedLabel(props.outdated.get(f.id)!)}
                </span>
              )}
              {props.unsavedIds.has(f.id) && (
                <span className={styles.fileUnsaved}>
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

import { useCallback } from 'react'
import { ph } from '@lingui/core/macro'
import { useUnsavedWork } from './use-unsaved-work'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { EntryTable } from '../table/entry-table'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import { fileLabelText } from './file-labels'
import { useOutdatedCounts } from './file-counts'
import { FileSidebar } from './file-sidebar'
import { LoadFailure } from './status-notices'
import { useTodo } from './use-todo'
import styles from './page.module.css'
import { useLanguageNames } from '../i18n/language-names'

const noRows: ReadonlySet<string> = new Set()

/**
 * Every file's missing and outdated rows in one list (`?view=todo`), each row naming its file:
 * edited, saved (each file's changes to that file) and walked with Ctrl+Enter as in a file's
 * view. Its own module, loaded when the view is opened: it reads every catalogue.
 */
export default function TodoWorkspace() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const todo = useTodo()
  const { save, list } = todo
  const outdatedCounts = useOutdatedCounts(list, !todo.loading)
  const fileOf = useCallback(
    (key: string) => {
      const id = todo.fileOf.get(key) ?? ''
      return { id, label: [`${id}.po`, fileLabelText(id, t)].join(' – ') }
    },
    [todo.fileOf, t],
  )

  useUnsavedWork(save, todo.dirty.size > 0)

  const open = (id: string) => void navigate({ to: '.', search: { file: id } })
  const savable = todo.dirty.size - todo.invalid.size
  const count = todo.rows.length
  const { target } = useLanguageNames()
  const clashing = todo.clashing.join(', ')
  return (
    <section
      aria-labelledby="editor-files-heading"
      className={cx(styles.container, styles.workspace)}
    >
      <FileSidebar
        files={list}
        selectedId={undefined}
        unsavedIds={new Set(todo.clashing)}
        outdated={outdatedCounts}
        onSelect={open}
        todo
        onTodo={() => {}}
      />
      <div className={cx(styles.main, todo.loading && styles.loading)}>
        {todo.error && <LoadFailure onRetry={() => void todo.files.refetch()} />}
        {todo.loading && !todo.error && (
          <p role="status" className={styles.loadingText}>
            <Trans id="editor.loading">Laddar översättningar...</Trans>
          </p>
        )}
        {!todo.loading && (
          <>
            <div className={styles.toolbar}>
              <h2 className={styles.heading}>
                <Trans id="editor.todo.heading">Att göra i alla filer</Trans>
              </h2>
              <p data-testid="todo-count" className={theme.small}>
                {t({
                  id: 'editor.todo.count',
                  message: `${count} rader som saknar text eller har inaktuell ${ph({ language: target })}`,
                })}
              </p>
              {todo.clashing.length > 0 && (
                <p role="status" className={cx(theme.note, theme.danger)}>
                  {t({
                    id: 'editor.todo.clashing',
                    message: `Ändringar krockar i ${clashing}: välj i filen vilka texter som ska gälla. De filerna sparas inte härifrån.`,
                  })}
                </p>
              )}
              <div className={theme.actions}>
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  onClick={save}
                  disabled={savable <= 0 || todo.saving}
                  aria-keyshortcuts="Control+S Meta+S"
                >
                  <Trans id="editor.save.button">Spara ändringar</Trans>
                </button>
              </div>
            </div>
            <EntryTable
              fileId="*"
              rows={todo.rows}
              dirty={todo.dirty}
              refusals={todo.refusals}
              svBlank={noRows}
              nbspDrops={todo.nbspDrops}
              onEdit={todo.edit}
              onSaveRow={save}
              onSelect={() => {}}
              fileOf={fileOf}
            />
          </>
        )}
      </div>
    </section>
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError, editorKeys, saveCatalogue } from '../api/api-client'
import type { TranslationCatalogue, TranslationEntry } from '../api/api-schema'
import { editorToaster } from '../ui/editor-toaster'
import { announceSaved } from '../saving/saved-elsewhere'
import { button } from '../ui/button'
import { WordDiff } from '../ui/word-diff'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'
import { useLanguageNames } from '../i18n/language-names'

/**
 * "Swedish changed": the English was translated from `previous` (the `#, fuzzy` mark in
 * locales/en, src/po.ts). Shows previous → current Swedish as a word diff, and a confirm
 * action for English that still fits (saving the English, changed or not, clears the mark).
 * Removed and added words say so in text too (del/ins), not only by colour: forced colours.
 */
export function OutdatedNote(props: { entry: TranslationEntry; id: string; dirty: boolean }) {
  const { t } = useLingui()
  const { source, target } = useLanguageNames()
  const { entry } = props
  const previous = entry.outdated?.previous
  const confirm = useConfirm()
  if (previous === undefined) return null
  return (
    <span id={props.id} data-testid="outdated" className={cx(theme.note, styles.outdated)}>
      {t({
        id: 'editor.outdated.title',
        message: `Texten på ${ph({ language: source })} har ändrats`,
      })}
      <WordDiff from={previous} to={entry.source} testId="outdated-diff" className={styles.diff} />
      {!props.dirty && (
        <button
          type="button"
          className={cx(button({ visual: 'outline', size: 'sm' }), theme.start)}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(entry)}
        >
          {t({
            id: 'editor.outdated.confirm',
            message: `Texten på ${ph({ language: target })} stämmer fortfarande`,
          })}
        </button>
      )}
    </span>
  )
}

/**
 * Confirming saves the English as it is: the API clears the mark on an English save. The row's
 * catalogue is its id's namespace (every id starts with it: scripts/check-catalogs.ts).
 */
function useConfirm() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: TranslationEntry) => {
      const id = entry.key.split('.')[0]!
      const version = queryClient.getQueryData<TranslationCatalogue>(
        editorKeys.catalogue(id),
      )?.version
      return saveCatalogue(id, version ?? '', [{ key: entry.key, target: entry.target }])
    },
    onSuccess: (data) => {
      queryClient.setQueryData(editorKeys.catalogue(data.id), data)
      announceSaved(data)
    },
    onError: (error, entry) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({
          queryKey: editorKeys.catalogue(entry.key.split('.')[0]!),
        })
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.save.failed', message: 'Kunde inte spara ändringarna' }),
      })
    },
  })
}

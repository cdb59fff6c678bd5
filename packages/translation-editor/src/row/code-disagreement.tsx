import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError, editorKeys, saveCatalogue } from '../api/api-client'
import type { EntryChange, TranslationCatalogue, TranslationEntry } from '../api/api-schema'
import { announceSaved } from '../saving/saved-elsewhere'
import { editorToaster } from '../ui/editor-toaster'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'
import { useLanguageNames } from '../i18n/language-names'

/**
 * The code defines the message with another Swedish than the catalogue holds (a text editor
 * wrote an old buffer back, a hand edit, a checkout; the dev server compares them): both texts,
 * with where the code says it, and the way out. "Use the code" saves the code's text into the
 * catalogue (the code is left as it is); "Use the catalogue" writes the catalogue's text into the
 * code. Either names the code's text it saw, so a code that changed again is refused, not
 * overwritten. Until then the Swedish cannot be edited: a save would be refused as stale.
 */
export function CodeDisagreement(props: { entry: TranslationEntry; id: string; dirty: boolean }) {
  const { t } = useLingui()
  const { source } = useLanguageNames()
  const { entry } = props
  const differs = entry.codeDiffers ?? []
  const choose = useChoice()
  if (!differs.length) return null
  const codeText = differs[0]!.text
  // The code's side is one text in every definition; the catalogue's can go into one definition.
  const oneCodeText =
    differs.length === (entry.sites?.length ?? 0) && differs.every((d) => d.text === codeText)
  const toCode = !entry.sourceLock && differs.length === 1
  const take = (source: string) => choose.mutate({ key: entry.key, source, codeBase: codeText })
  return (
    <span id={props.id} data-testid="code-differs" className={cx(theme.note, styles.differs)}>
      {t({
        id: 'editor.differs.title',
        message: `Koden och katalogen har olika ${ph({ language: source })}`,
      })}
      <span className={styles.differsText} data-testid="differs-catalogue">
        <span className={theme.muted}>
          {t({ id: 'editor.differs.catalogue', message: 'I katalogen:' })}
        </span>{' '}
        {entry.source}
      </span>
      {differs.map((d) => {
        const at = `${d.file}:${d.line}`
        return (
          <span key={at} className={styles.differsText} data-testid="differs-code">
            <span className={theme.muted}>
              {t({ id: 'editor.differs.code', message: `I koden, ${at}:` })}
            </span>{' '}
            {d.text}
          </span>
        )
      })}
      {!props.dirty && (oneCodeText || toCode) && (
        <span className={theme.actions}>
          {oneCodeText && (
            <button
              type="button"
              className={button({ visual: 'outline', size: 'sm' })}
              disabled={choose.isPending}
              onClick={() => take(codeText)}
            >
              {t({ id: 'editor.differs.useCode', message: 'Använd koden' })}
            </button>
          )}
          {toCode && (
            <button
              type="button"
              className={button({ visual: 'outline', size: 'sm' })}
              disabled={choose.isPending}
              onClick={() => take(entry.source)}
            >
              {t({ id: 'editor.differs.useCatalogue', message: 'Använd katalogen' })}
            </button>
          )}
        </span>
      )}
      {!oneCodeText && !toCode && (
        <span className={theme.muted}>
          {t({
            id: 'editor.differs.inCode',
            message: 'Rätta texten i koden och kör sedan npm run extract.',
          })}
        </span>
      )}
    </span>
  )
}

/** The choice is a Swedish save of one text; the row's catalogue is its id's namespace. */
function useChoice() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const ns = (key: string) => key.split('.')[0]!
  return useMutation({
    mutationFn: (change: EntryChange) => {
      const id = ns(change.key)
      const version = queryClient.getQueryData<TranslationCatalogue>(
        editorKeys.catalogue(id),
      )?.version
      return saveCatalogue(id, version ?? '', [change])
    },
    onSuccess: (data) => {
      queryClient.setQueryData(editorKeys.catalogue(data.id), data)
      announceSaved(data)
    },
    onError: (error, change) => {
      // The file or the code moved since: the row shows them as they are now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 422))
        void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(ns(change.key)) })
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.save.failed', message: 'Kunde inte spara ändringarna' }),
      })
    },
  })
}

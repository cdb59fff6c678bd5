import { useState } from 'react'
import { ph } from '@lingui/core/macro'
import { formats } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Disclosure } from '../ui/disclosure'
import { intlLocale } from '../host/host'
import { languages, pairLocale } from '../host/pair'
import { editorKeys, fetchHistory } from '../api/api-client'
import type { EditorLang, HistoryChange, MessageHistory, TranslationEntry } from '../api/api-schema'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './suggestions.module.css'
import { useLanguageNames } from '../i18n/language-names'

/**
 * A row's earlier Swedish and English texts from the repository's history (`npm start`: read
 * through git by the dev server, src/server/history.ts), asked for only when the
 * translator opens it. "Use" puts an earlier text into the row's draft, as typing it would: the
 * translator saves as usual. The built editor has no repository: it says where the history is.
 */
export function RowHistory(props: {
  fileId: string
  entry: TranslationEntry
  onEdit: (key: string, lang: EditorLang, text: string) => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const key = props.entry.key
  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      trigger={t({ id: 'editor.history.toggle', message: 'Historik' })}
      triggerLabel={t({ id: 'editor.history.toggleFor', message: `Historik för ${key}` })}
      triggerClassName={cx(theme.note, styles.toggle)}
      className={styles.history}
      panelClassName={styles.panel}
    >
      {/* Asked for when opened: a closed row costs no request (the table renders thousands). */}
      {open && <HistoryPanel {...props} />}
    </Disclosure>
  )
}

function HistoryPanel(props: {
  fileId: string
  entry: TranslationEntry
  onEdit: (key: string, lang: EditorLang, text: string) => void
}) {
  const { t } = useLingui()
  const { fileId, entry } = props
  const history = useQuery({
    queryKey: editorKeys.history(fileId, entry.key),
    queryFn: () => fetchHistory(fileId, entry.key),
  })
  const [used, setUsed] = useState(false)
  if (history.isPending)
    return <p role="status">{t({ id: 'editor.history.loading', message: 'Läser historiken…' })}</p>
  if (history.isError)
    return (
      <p role="alert" className={styles.failed}>
        {t({ id: 'editor.history.failed', message: 'Historiken kunde inte läsas.' })}
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={() => void history.refetch()}
        >
          <Trans id="editor.load.retry">Försök igen</Trans>
        </button>
      </p>
    )
  const { source, changes } = history.data
  if (source !== 'git') return <Unavailable source={source} />
  if (!changes.length)
    return (
      <p>
        {t({
          id: 'editor.history.none',
          message: 'Historiken har inga tidigare texter för det här meddelandet.',
        })}
      </p>
    )
  return (
    <>
      <ol className={styles.changes}>
        {changes.map((change) => (
          <Change
            key={`${change.sha}/${change.lang}`}
            change={change}
            // A read-only Swedish (the code cannot take it) is not offered: it would not save.
            canUse={!!change.old && !(change.lang === 'source' && entry.sourceLock)}
            onUse={(text) => {
              props.onEdit(entry.key, change.lang, text)
              setUsed(true)
            }}
          />
        ))}
      </ol>
      <p role="status" className={theme.note}>
        {used &&
          t({
            id: 'editor.history.used',
            message: 'Den tidigare texten ligger nu i utkastet. Spara som vanligt.',
          })}
      </p>
    </>
  )
}

function Unavailable({ source }: { source: Exclude<MessageHistory['source'], 'git'> }) {
  return (
    <p data-testid="history-unavailable">
      {source === 'no-repository' ? (
        <Trans id="editor.history.noRepository">
          Ingen historik: projektet är inte ett git-arkiv.
        </Trans>
      ) : source === 'no-git' ? (
        <Trans id="editor.history.noGit">Ingen historik: git finns inte på den här datorn.</Trans>
      ) : (
        <Trans id="editor.history.devOnly">
          Historiken finns bara när redigeraren körs med npm start: den läses ur projektets
          git-historik.
        </Trans>
      )}
    </p>
  )
}

function Change(props: { change: HistoryChange; canUse: boolean; onUse: (text: string) => void }) {
  const { t, i18n } = useLingui()
  const names = useLanguageNames()
  const { change } = props
  const date = formats.date(intlLocale(pairLocale(i18n.locale)), new Date(change.date), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const lang = names.label(change.lang)
  const old =
    change.old === undefined
      ? t({ id: 'editor.history.added', message: '(nytt meddelande)' })
      : change.old === ''
        ? t({ id: 'editor.history.empty', message: '(tom)' })
        : change.old
  return (
    <li data-testid="history-change" data-lang={languages[change.lang]} className={theme.stack}>
      <span className={styles.when}>
        {date} · {lang} · <code>{change.sha.slice(0, 7)}</code>
      </span>
      <span>{change.subject}</span>
      <span className={theme.quotedText} data-testid="history-old">
        {old}
      </span>
      <span className={theme.srOnly}>
        {t({ id: 'editor.history.became', message: 'ändrades till' })}
      </span>
      <span aria-hidden="true">→</span>
      <span className={theme.quotedText} data-testid="history-new">
        {change.new}
      </span>
      {props.canUse && change.old && (
        <button
          type="button"
          className={cx(button({ visual: 'outline', size: 'sm' }), theme.start)}
          onClick={() => props.onUse(change.old!)}
        >
          {t({
            id: 'editor.history.use',
            message: `Använd den tidigare texten på ${ph({ language: names.of(change.lang) })}`,
          })}
        </button>
      )}
    </li>
  )
}

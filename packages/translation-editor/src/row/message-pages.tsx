import { useLingui } from '@lingui/react/macro'
import { pagesOf } from '../host/host'
import { useAppI18n } from '../i18n/editor-i18n'
import { pairLocale } from '../host/pair'
import styles from './row.module.css'

/**
 * Plain links, not the router's: a row is a light, router-free component (the table renders
 * thousands; a router Link subscribes each to the location for its active state). Leaving the
 * editor with unsaved edits asks first either way (its beforeunload), and they are kept.
 */
export function MessagePages({
  messageKey,
  origins,
}: {
  messageKey: string
  /** The files that define the message (the catalogue's origins). */
  origins: readonly string[]
}) {
  const { t } = useLingui()
  // The app's pages, in the app's language: their labels are its messages, their links its routes.
  const app = useAppI18n()
  const lang = pairLocale(app.i18n.locale)
  const found = pagesOf(messageKey, origins)
  if (!found.length) return null
  return (
    <span data-testid="message-pages" className={styles.pages}>
      {t({ id: 'editor.row.pages', message: 'Visas på:' })}{' '}
      {found.map((page, i) => (
        <span key={page.href(lang)}>
          {i > 0 && ', '}
          <a href={page.href(lang)}>{app.t(page.label)}</a>
        </span>
      ))}
    </span>
  )
}

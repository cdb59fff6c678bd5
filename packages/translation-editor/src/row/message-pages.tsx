import { useLingui } from '@lingui/react/macro'
import { pagesOf } from '../host/host'
import { pairLocale } from '../host/app-config'
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
  const { t, i18n } = useLingui()
  const lang = pairLocale(i18n.locale)
  const found = pagesOf(messageKey, origins)
  if (!found.length) return null
  return (
    <span data-testid="message-pages" className={styles.pages}>
      {t({ id: 'editor.row.pages', message: 'Visas på:' })}{' '}
      {found.map((page, i) => (
        <span key={page.href(lang)}>
          {i > 0 && ', '}
          <a href={page.href(lang)}>{t(page.label)}</a>
        </span>
      ))}
    </span>
  )
}

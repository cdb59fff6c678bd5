import { useLingui } from '@lingui/react/macro'
import { pagePaths, pages, publicPath, type PagePath } from '../host/pages'
import styles from './row.module.css'

/**
 * The pages a message appears on, from the page registry: a page's own namespace, or the head
 * texts (label, title, description, keywords) the registry names for it. The layout's other
 * `common` texts are on every page and get no link.
 */
function pagesOf(key: string): PagePath[] {
  const ns = key.split('.')[0]
  return pagePaths.filter((path) => {
    const page: (typeof pages)[PagePath] = pages[path]
    if (page.ns === ns) return true
    return [page.label, page.description, 'title' in page ? page.title : undefined]
      .concat('keywords' in page ? [page.keywords] : [])
      .some((m) => m?.id === key)
  })
}

/**
 * Plain links, not the router's: a row is a light, router-free component (the table renders
 * thousands; a router Link subscribes each to the location for its active state). Leaving the
 * editor with unsaved edits asks first either way (its beforeunload), and they are kept.
 */
export function MessagePages({ messageKey }: { messageKey: string }) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === 'en' ? 'en' : 'sv'
  const found = pagesOf(messageKey)
  if (!found.length) return null
  return (
    <span data-testid="message-pages" className={styles.pages}>
      {t({ id: 'editor.row.pages', message: 'Visas på:' })}{' '}
      {found.map((path, i) => (
        <span key={path}>
          {i > 0 && ', '}
          <a href={publicPath(path, lang)}>{t(pages[path].label)}</a>
        </span>
      ))}
    </span>
  )
}

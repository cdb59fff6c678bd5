import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { PageLink } from '../../components/layout/page-link'
import { pagePaths, pages, type PagePath } from '../../i18n/pages'
import { useLang } from '../../i18n/use-lang'

/**
 * The pages a message appears on, from the page registry: a page's own namespace, or the head
 * texts (label, title, description, keywords) the registry names for it. The layout's other
 * `common` texts are on every page and get no link.
 */
export function pagesOf(key: string): PagePath[] {
  const ns = key.split('.')[0]
  return pagePaths.filter((path) => {
    const page: (typeof pages)[PagePath] = pages[path]
    if (page.ns === ns) return true
    return [page.label, page.description, 'title' in page ? page.title : undefined]
      .concat('keywords' in page ? [page.keywords] : [])
      .some((m) => m?.id === key)
  })
}

export function MessagePages({ messageKey }: { messageKey: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const found = pagesOf(messageKey)
  if (!found.length) return null
  return (
    <span data-testid="message-pages" className={css({ fontSize: 'xs' })}>
      {t({ id: 'editor.row.pages', message: 'Visas på:' })}{' '}
      {found.map((path, i) => (
        <span key={path}>
          {i > 0 && ', '}
          <PageLink page={path} lang={lang} className={css({ textDecoration: 'underline' })}>
            {t(pages[path].label)}
          </PageLink>
        </span>
      ))}
    </span>
  )
}

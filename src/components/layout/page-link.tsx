import { memo, type MouseEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { linkTo } from '../../i18n/slugs'
import type { PagePath } from '../../i18n/pages'
import { showPageStart } from './page-change'

/**
 * Typed link to a page of the slug map; the router's rewrite turns it into the localized URL.
 * "The current page" (`aria-current`) only where the link is exactly this page: the router's
 * default match counts the home link as active on every page below it, and a query (the
 * calculator's figures) is still the same page. Memoised: a menu or dropdown opening renders its
 * parent, and a link's render (its href built by the router) is most of that work; the link
 * follows the router's state on its own.
 */
export const PageLink = memo(function PageLink(props: {
  page: PagePath
  lang: Locale
  hash?: string
  className?: string
  /** The accessible name, where the visible content does not say it all (the logo). */
  label?: string
  children: ReactNode
  onClick?: () => void
}) {
  return (
    <Link
      to={linkTo(props.page)}
      params={{ lang: props.lang }}
      hash={props.hash}
      className={props.className}
      aria-label={props.label}
      onClick={(e) => {
        props.onClick?.()
        toPageShown(e)
      }}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ 'aria-current': 'page' }}
    >
      {props.children}
    </Link>
  )
})

/**
 * A plain click on a link to the very page shown (the logo on the home page) does what following
 * it as a document would: the page from its top. The router would instead restore the scroll
 * position it noted for that entry, which lands wherever the page last was.
 */
function toPageShown(e: MouseEvent<HTMLAnchorElement>) {
  const plain = e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
  if (!plain || e.currentTarget.href !== location.href) return
  e.preventDefault()
  showPageStart()
}

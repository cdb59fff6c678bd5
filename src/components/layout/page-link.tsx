import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { linkTo } from '../../i18n/slugs'
import type { PagePath } from '../../i18n/pages'

/** Typed link to a page of the slug map; the router's rewrite turns it into the localized URL. */
export function PageLink(props: {
  page: PagePath
  lang: Locale
  hash?: string
  className?: string
  children: ReactNode
  onClick?: () => void
  activeExact?: boolean
}) {
  return (
    <Link
      to={linkTo(props.page)}
      params={{ lang: props.lang }}
      hash={props.hash}
      className={props.className}
      onClick={props.onClick}
      activeOptions={{ exact: props.activeExact ?? props.page === '/$lang/' }}
      activeProps={{ 'aria-current': 'page' }}
    >
      {props.children}
    </Link>
  )
}

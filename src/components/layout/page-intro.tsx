import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { pageContainer } from '../../../styled-system/recipes'
import { useLang } from '../../i18n/use-lang'
import type { PagePath } from '../../i18n/pages'
import { Breadcrumb } from './breadcrumb'

/** The page's one h1 and its lead paragraph (and the breadcrumb where the spec wants one). */
export function PageIntro(props: {
  title: ReactNode
  lead: ReactNode
  breadcrumb?: PagePath
  children?: ReactNode
}) {
  const lang = useLang()
  return (
    <section className={css({ bg: 'bg.brandSubtle', py: { base: '10', md: '14' } })}>
      <div className={cx(pageContainer(), css({ display: 'grid', gap: '4' }))}>
        {props.breadcrumb && <Breadcrumb lang={lang} page={props.breadcrumb} />}
        <h1 className={css({ textStyle: 'display', color: 'fg.default', maxW: '4xl' })}>
          {props.title}
        </h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '3xl' })}>{props.lead}</p>
        {props.children}
      </div>
    </section>
  )
}

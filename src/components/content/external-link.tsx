import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { ExternalIcon } from '../ui/icons'

/**
 * A link that leaves the site: opens in a new tab without handing the page a window.opener or a
 * referrer, and says so to screen-reader users (the icon is only decoration).
 */
export function ExternalLink(props: { href: string; children: ReactNode; className?: string }) {
  const { t } = useLingui()
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      className={props.className ?? link()}
      data-external=""
    >
      {props.children}
      <ExternalIcon className={css({ display: 'inline', ml: '1', verticalAlign: 'baseline' })} />
      <span className={css({ srOnly: true })}>
        {t({ id: 'common.externalLink.newTab', message: '(öppnas i en ny flik)' })}
      </span>
    </a>
  )
}

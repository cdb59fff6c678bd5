import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Two fields side by side from the md breakpoint, one above the other on a phone. */
export function FieldPair(props: { children: ReactNode }) {
  return <div className={pair}>{props.children}</div>
}

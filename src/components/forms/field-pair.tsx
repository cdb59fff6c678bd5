import type { ReactNode } from 'react'
import { grid } from '../../../styled-system/patterns'

const pair = grid({ columns: { base: 1, md: 2 }, gap: '5' })

/** Two fields side by side from the md breakpoint, one above the other on a phone. */
export function FieldPair(props: { children: ReactNode }) {
  return <div className={pair}>{props.children}</div>
}

import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { grid } from '../../../styled-system/patterns'
import { card, type CardVariantProps } from '../../../styled-system/recipes'

// Panda's own grid pattern (`repeat(n, minmax(0, 1fr))` per breakpoint); a static object because
// Panda extracts styles at build time and cannot see computed arguments.
export const cardGrids = {
  2: grid({ columns: { base: 1, md: 2 }, gap: '4' }),
  3: grid({ columns: { base: 1, md: 3 }, gap: '4' }),
  4: grid({ columns: { base: 1, md: 2, xl: 4 }, gap: '4' }),
}

const h3 = css({ textStyle: 'h3' })
const muted = css({ color: 'fg.muted' })

export type CardItem = { id: string; title: ReactNode; text: ReactNode; icon?: ReactNode }

/** A grid of cards, each a heading and a line of text: benefits, features, notes per material. */
export function CardList(props: {
  items: CardItem[]
  columns: keyof typeof cardGrids
  tone?: CardVariantProps['tone']
}) {
  return (
    <ul className={cardGrids[props.columns]}>
      {props.items.map((item) => (
        <li key={item.id} className={card({ tone: props.tone })}>
          {item.icon && <span className={css({ color: 'fg.brand' })}>{item.icon}</span>}
          <h3 className={h3}>{item.title}</h3>
          <p className={muted}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

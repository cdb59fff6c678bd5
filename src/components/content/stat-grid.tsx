import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

export interface Stat {
  id: string
  /** Already formatted for the locale. */
  value: string
  label: ReactNode
}

/** Key figures as a description list: the figure is the term's value, the label explains it. */
export function StatGrid({ stats, inverted = false }: { stats: Stat[]; inverted?: boolean }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: {
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      })}
    >
      {stats.map((s) => (
        <div
          key={s.id}
          data-stat={s.id}
          className={css({
            display: 'flex',
            flexDirection: 'column-reverse',
            // column-reverse starts at the bottom: keep figure and label at the top of taller cards
            justifyContent: 'flex-end',
            gap: '1',
            p: '5',
            borderRadius: 'lg',
            bg: inverted ? 'bg.brandStrong' : 'bg.canvas',
            borderWidth: '1px',
            borderColor: inverted ? 'border.onBrand' : 'border.default',
          })}
        >
          <dt className={css({ color: inverted ? 'fg.onBrand' : 'fg.muted' })}>{s.label}</dt>
          <dd
            className={css({
              fontSize: '2xl',
              fontWeight: '800',
              lineHeight: '1.2',
              color: inverted ? 'fg.inverted' : 'fg.brand',
              fontVariantNumeric: 'tabular-nums',
            })}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

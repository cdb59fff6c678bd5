import { useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { carriers } from './carriers'

const list = css({
  display: 'flex',
  gap: '6',
  pr: '6',
  flexShrink: 0,
  _motionReduce: { flexWrap: 'wrap', justifyContent: 'center', pr: '0' },
})
const item = css({ flexShrink: 0, display: 'grid', justifyItems: 'center', gap: '1' })
const image = css({ display: 'block', w: '140px', h: 'auto', borderRadius: 'xl' })

// Focusable so keyboard users can pause the moving strip too (WCAG 2.2.2).
const pausableTabIndex = 0

/**
 * The nine carriers scrolling sideways, pure CSS (no timers, works before hydration). The list
 * is rendered twice so the loop has no gap; the copy is hidden from assistive tech. Hover or
 * keyboard focus pauses it, and under prefers-reduced-motion it stands still as one wrapped set.
 */
export function CarrierStrip() {
  const { t } = useLingui()
  return (
    <div
      role="region"
      tabIndex={pausableTabIndex}
      data-carrier-strip=""
      aria-label={t({ id: 'home.carriers.label', message: 'Lastbärare som Cirkla spårar' })}
      className={css({
        overflow: 'hidden',
        py: '4',
        borderRadius: 'lg',
        maskImage: 'linear-gradient(90deg, transparent, black 6%, black 94%, transparent)',
        _motionReduce: { maskImage: 'none' },
        '&:hover [data-track], &:focus-within [data-track]': { animationPlayState: 'paused' },
      })}
    >
      <div
        data-track=""
        className={css({
          display: 'flex',
          w: 'max-content',
          animation: 'marquee 45s linear infinite',
          _motionReduce: { animation: 'none', w: 'auto' },
        })}
      >
        <CarrierList />
        <CarrierList copy />
      </div>
    </div>
  )
}

/** One pass of the loop; the copy that closes the gap is hidden and stays out under reduced motion. */
function CarrierList({ copy = false }: { copy?: boolean }) {
  const { i18n } = useLingui()
  return (
    <ul
      aria-hidden={copy || undefined}
      className={copy ? cx(list, css({ _motionReduce: { display: 'none' } })) : list}
    >
      {carriers.map((c) => (
        <li key={c.id} className={item}>
          <img
            src={c.src}
            alt={copy ? '' : i18n._(c.alt)}
            width={160}
            height={120}
            fetchPriority="low"
            className={image}
          />
        </li>
      ))}
    </ul>
  )
}

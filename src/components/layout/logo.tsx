import { css, cx } from '../../../styled-system/css'
import { site } from '../../config/site'

/** Word mark: a looping arrow (reuse) around a pallet block, plus the product name. */
export function Logo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean
  compact?: boolean
}) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: '800',
        fontSize: 'xl',
      })}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle
          cx="16"
          cy="16"
          r="15"
          className={css({ fill: inverted ? 'fg.onBrand' : 'fg.brand' })}
        />
        <path
          d="M9 17a7 7 0 0 1 12-5l2-2v6h-6l2-2a4.5 4.5 0 0 0-7.5 3z"
          className={css({ fill: inverted ? 'bg.brandStrong' : 'bg.canvas' })}
        />
        <rect
          x="10"
          y="19"
          width="12"
          height="3"
          rx="1"
          className={css({ fill: 'fg.highlight' })}
        />
      </svg>
      <span
        className={cx(
          css({ color: inverted ? 'fg.inverted' : 'fg.brand', letterSpacing: '-0.01em' }),
          compact ? css({ display: { lg: 'none', xl: 'inline' } }) : '',
        )}
      >
        {site.name}
      </span>
    </span>
  )
}

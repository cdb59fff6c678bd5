import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import type { Locale } from '../../i18n/locales'
import type { CalculationResult } from './calculate'
import { calculatorFormat } from './format'

// Hand-drawn SVG, no chart library: two bars and one bracket are less code than any library's
// setup, and attributes (not style) keep it CSP-safe and printable.
const PLOT = 140 // px of the larger bar
const MIN_BAR = 2 // px: the smaller bar stays visible (wood: 1 250 of 68 750 is 2.5 px)
const TOP = 32 // room for the larger bar's amount
const BOTTOM = 32 // room for the bar names
const BARS = { without: { x: 8, center: 27 }, with: { x: 54, center: 73 } } // percent of the width
const BAR_WIDTH = 38 // percent

/**
 * The yearly fee without and with an approved reuse system as two bars on one honest linear scale
 * (bar height = amount / larger amount × 140 px, the smaller never under 2 px), each labelled with
 * its amount, and the saving marked as the dashed part the system takes away. Decorative for
 * assistive technology (aria-hidden): the same figures are text in the result list beside it.
 */
export function ResultChart({ lang, result }: { lang: Locale; result: CalculationResult }) {
  const fmt = calculatorFormat(lang)
  const fee = result.environmentalFee
  const withSystem = result.feeWithSystem
  const max = Math.max(fee, withSystem)
  if (max <= 0) return null
  const height = (amount: number) => Math.max(MIN_BAR, (amount / max) * PLOT)
  const base = TOP + PLOT
  const feeTop = base - height(fee)
  const systemTop = base - height(withSystem)
  const feeText = fmt.money(fee)
  const systemText = fmt.money(withSystem)
  const savingText = fmt.money(result.saving)
  const savingMid = (feeTop + systemTop) / 2

  return (
    <div data-testid="calculator-chart" className={css({ printColorAdjust: 'exact' })}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="100%"
        height={base + BOTTOM}
        className={css({ display: 'block', overflow: 'visible', fontSize: 'sm' })}
      >
        <rect
          data-bar="without"
          x={`${BARS.without.x}%`}
          width={`${BAR_WIDTH}%`}
          y={feeTop}
          height={height(fee)}
          className={css({ fill: 'fg.muted' })}
        />
        <rect
          data-bar="with"
          x={`${BARS.with.x}%`}
          width={`${BAR_WIDTH}%`}
          y={systemTop}
          height={height(withSystem)}
          className={css({ fill: 'bg.brand' })}
        />
        {result.saving > 0 && (
          <rect
            data-saving
            x={`${BARS.with.x}%`}
            width={`${BAR_WIDTH}%`}
            y={feeTop}
            height={systemTop - feeTop}
            className={css({
              fill: 'bg.brandSubtle',
              stroke: 'border.brand',
              strokeWidth: '1.5',
              strokeDasharray: '6 4',
            })}
          />
        )}
        <text x={`${BARS.without.center}%`} y={feeTop - 8} textAnchor="middle" className={amount}>
          {feeText}
        </text>
        <text x={`${BARS.with.center}%`} y={systemTop - 8} textAnchor="middle" className={amount}>
          {systemText}
        </text>
        {result.saving > 0 && systemTop - feeTop > 40 && (
          <text
            data-saving-label
            x={`${BARS.with.center}%`}
            y={savingMid}
            textAnchor="middle"
            dominantBaseline="middle"
            className={css({ fill: 'fg.brand', fontWeight: '700' })}
          >
            <Trans id="calculator.chart.saving">Besparing {savingText}</Trans>
          </text>
        )}
        <text x={`${BARS.without.center}%`} y={base + 22} textAnchor="middle" className={label}>
          <Trans id="calculator.chart.without">Utan system</Trans>
        </text>
        <text x={`${BARS.with.center}%`} y={base + 22} textAnchor="middle" className={label}>
          <Trans id="calculator.chart.with">Med godkänt system</Trans>
        </text>
        <line
          x1="0"
          x2="100%"
          y1={base}
          y2={base}
          className={css({ stroke: 'border.strong', strokeWidth: '1' })}
        />
      </svg>
    </div>
  )
}

const amount = css({ fill: 'fg.default', fontWeight: '700', fontVariantNumeric: 'tabular-nums' })
const label = css({ fill: 'fg.muted' })

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import type { Locale } from '../../i18n/locales'
import type { CalculationResult } from './calculate'
import { calculatorFormat } from './format'

// Hand-drawn, no chart library: two bars and one dashed part are less code than any library's
// setup. The bars are SVG with attributes (not style): CSP-safe and printed as drawn. The labels
// are HTML text above each bar, so they wrap on a narrow phone instead of running out of the
// chart or over each other (an amount like "12 899 987 100 000 kr" at 320 px).
const BAR = 20 // px: the bar's thickness
const MIN_BAR = 2 // px: the smaller bar stays visible (wood: 1 250 of 68 750 is 1.8 %)

/**
 * The yearly fee without and with an approved reuse system as two horizontal bars on one honest
 * linear scale (bar length = amount / larger amount, the smaller never under 2 px), each
 * labelled with its name and amount, and the saving as the dashed part the system takes away,
 * named below. Decorative for assistive technology (aria-hidden): the same figures are text in
 * the result list beside it.
 */
export function ResultChart({ lang, result }: { lang: Locale; result: CalculationResult }) {
  const fmt = calculatorFormat(lang)
  const fee = result.environmentalFee
  const withSystem = result.feeWithSystem
  const max = Math.max(fee, withSystem)
  if (max <= 0) return null
  const percent = (amount: number) => (amount / max) * 100
  const saving = result.saving > 0
  const savingText = fmt.money(result.saving)

  return (
    <div
      data-testid="calculator-chart"
      aria-hidden="true"
      className={css({ display: 'grid', gap: '3', pt: '2', printColorAdjust: 'exact' })}
    >
      <ChartRow
        name={<Trans id="calculator.chart.without">Utan system</Trans>}
        amount={fmt.money(fee)}
      >
        <Bar name="without" percent={percent(fee)} className={css({ fill: 'fg.muted' })} />
      </ChartRow>
      <ChartRow
        name={<Trans id="calculator.chart.with">Med godkänt system</Trans>}
        amount={fmt.money(withSystem)}
      >
        <Bar name="with" percent={percent(withSystem)} className={css({ fill: 'bg.brand' })} />
        {saving && (
          <rect
            data-saving
            x={`${percent(withSystem)}%`}
            width={`${percent(fee - withSystem)}%`}
            y={0.75}
            height={BAR - 1.5}
            className={savingStyle}
          />
        )}
      </ChartRow>
      {saving && (
        <p
          data-saving-label
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontWeight: '700',
            color: 'fg.brand',
            textStyle: 'small',
          })}
        >
          <svg width="24" height="14" focusable="false" className={css({ flexShrink: 0 })}>
            <rect x="0.75" y="0.75" width="22.5" height="12.5" className={savingStyle} />
          </svg>
          <span>
            <Trans id="calculator.chart.saving">Besparing {savingText}</Trans>
          </span>
        </p>
      )}
    </div>
  )
}

/** A bar's name and amount above it: side by side where they fit, the amount below where not. */
function ChartRow(props: { name: ReactNode; amount: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <p
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: '3',
          textStyle: 'small',
        })}
      >
        <span className={css({ color: 'fg.muted' })}>{props.name}</span>
        <span
          className={css({
            fontWeight: '700',
            color: 'fg.default',
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {props.amount}
        </span>
      </p>
      <svg
        width="100%"
        height={BAR}
        focusable="false"
        className={css({ display: 'block', overflow: 'visible' })}
      >
        {props.children}
      </svg>
    </div>
  )
}

/** A bar from the left edge; a 2 px stub under it keeps a tiny amount visible. */
function Bar(props: { name: string; percent: number; className: string }) {
  return (
    <g data-bar={props.name} className={props.className}>
      <rect width={MIN_BAR} height={BAR} />
      <rect width={`${props.percent}%`} height={BAR} />
    </g>
  )
}

const savingStyle = css({
  fill: 'bg.brandSubtle',
  stroke: 'border.brand',
  strokeWidth: '1.5',
  strokeDasharray: '6 4',
})

import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import type { Locale } from '../../i18n/locales'
import { calculatorFormat } from './format'

/** Id of the slider control (native input or Ark thumb): the label and the upgrade rule use it. */
export const SHARE_SLIDER_ID = 'calculator-business'

export interface ShareSliderProps {
  lang: Locale
  value: number
  onChange: (value: number) => void
}

export function ShareLabelText() {
  return <Trans id="calculator.form.business.label">Andel leveranser till företag</Trans>
}

/** Business and private share side by side, updated live as the slider moves. */
export function SharesLine(props: { lang: Locale; value: number }) {
  const fmt = calculatorFormat(props.lang)
  const business = fmt.percent(props.value)
  const privateShare = fmt.percent(100 - props.value)
  return (
    <div
      data-testid="calculator-shares"
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        gap: '4',
        textStyle: 'small',
      })}
    >
      <span>
        <Trans id="calculator.form.business.share">Företag: {business}</Trans>
      </span>
      <span>
        <Trans id="calculator.form.private.share">Privatpersoner: {privateShare}</Trans>
      </span>
    </div>
  )
}

/** The slider's aria-valuetext: both shares, so a screen reader hears the split, not a bare number. */
export function useShareValueText(lang: Locale) {
  const { t } = useLingui()
  const fmt = calculatorFormat(lang)
  return (value: number) => {
    const businessText = fmt.percent(value)
    const privateText = fmt.percent(100 - value)
    return t({
      id: 'calculator.form.business.valueText',
      message: `${businessText} till företag, ${privateText} till privatpersoner`,
    })
  }
}

/**
 * The keys the spec and the ARIA slider pattern want that neither Ark nor the native range does
 * exactly: PageUp/PageDown and Shift+arrows move exactly 10 (Ark snaps to multiples of 10: 1 -> 10,
 * not 11; the native range ignores Shift), and Up/Down arrows move 1 (Ark ignores them on a
 * horizontal slider). Left/Right, Home and End stay with the control.
 */
export function keyStep(
  event: { key: string; shiftKey: boolean },
  value: number,
): number | undefined {
  const { key } = event
  const page = key === 'PageUp' || key === 'PageDown'
  const vertical = key === 'ArrowUp' || key === 'ArrowDown'
  const up = key === 'PageUp' || key === 'ArrowRight' || key === 'ArrowUp'
  const down = key === 'PageDown' || key === 'ArrowLeft' || key === 'ArrowDown'
  if (!(up || down)) return undefined
  const large = page || event.shiftKey
  if (!large && !vertical) return undefined
  return Math.min(100, Math.max(0, value + (up ? 1 : -1) * (large ? 10 : 1)))
}

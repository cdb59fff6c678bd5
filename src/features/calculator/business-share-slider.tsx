import type { KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import type { Locale } from '../../i18n/locales'
import * as Slider from '../../components/ui/slider'
import { calculatorFormat } from './format'
import { useHydrated } from './use-hydrated'

/**
 * Share of deliveries to businesses, 0–100 in steps of 1; the private share (100 − business) is
 * shown live beside it and read out in the thumb's aria-valuetext.
 */
export function BusinessShareSlider(props: {
  lang: Locale
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const fmt = calculatorFormat(props.lang)
  const business = fmt.percent(props.value)
  const privateShare = fmt.percent(100 - props.value)
  return (
    <Slider.Root
      // Mounted afresh once hydrated: the prerendered markup lost Ark's inline styles (CSP), and
      // hydration does not restore them; a client mount sets them through the CSSOM.
      key={hydrated ? 'client' : 'prerendered'}
      name="business"
      min={0}
      max={100}
      step={1}
      thumbAlignment="center"
      value={[props.value]}
      onValueChange={(details) => props.onChange(details.value[0] ?? 0)}
      getAriaValueText={({ value }) => {
        const businessText = fmt.percent(value)
        const privateText = fmt.percent(100 - value)
        return t({
          id: 'calculator.form.business.valueText',
          message: `${businessText} till företag, ${privateText} till privatpersoner`,
        })
      }}
    >
      <Slider.Label>
        <Trans id="calculator.form.business.label">Andel leveranser till företag</Trans>
      </Slider.Label>
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
      <Slider.Control>
        <Slider.Track>
          <Slider.Range className={prerenderedRange} />
        </Slider.Track>
        <Slider.Thumb
          index={0}
          className={prerenderedThumb}
          onKeyDown={(event) => {
            const next = keyStep(event, props.value)
            if (next === undefined) return
            // This handler runs before Ark's, which skips a prevented event.
            event.preventDefault()
            props.onChange(next)
          }}
        >
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
    </Slider.Root>
  )
}

/**
 * The keys Ark does not handle as the spec and the ARIA slider pattern want: PageUp/PageDown and
 * Shift+arrows move exactly 10 (Ark snaps to multiples of 10: 1 -> 10, not 11), and Up/Down
 * arrows move 1 (Ark ignores them on a horizontal slider). Left/Right, Home and End stay with Ark.
 */
function keyStep(event: KeyboardEvent, value: number): number | undefined {
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

// Before hydration (and without JavaScript) the slider shows its default: 100 % to businesses.
const prerenderedRange = css({
  insetInlineStart: 'var(--slider-range-start, 0%)',
  insetInlineEnd: 'var(--slider-range-end, 0%)',
})
const prerenderedThumb = css({ insetInlineStart: 'var(--slider-thumb-offset-0, 100%)' })

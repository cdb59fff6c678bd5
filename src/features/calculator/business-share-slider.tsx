import type { CSSProperties } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { field, slider } from '../../../styled-system/recipes'
import { InlineError } from '../../components/forms/field-frame'
import type { Locale } from '../../i18n/locales'
import { calculatorFormat } from './format'

const SLIDER_ID = 'calculator-business'
const PENDING_ID = `${SLIDER_ID}-pending`
const NOTICE_ID = `${SLIDER_ID}-notice`

/**
 * Share of deliveries to businesses, 0–100 in steps of 1: one native range input, prerendered and
 * hydrated as is (the platform gives the slider role, arrows, Home/End and touch). The private
 * share (100 − business) is shown live beside it and read out in aria-valuetext.
 *
 * `pending` (before hydration) renders it disabled with neither thumb nor shares: the prerendered
 * page cannot know a shared link's ?business=, so it claims no value until the app knows it, and
 * says instead that the slider is on its way (the form shows only where scripts run).
 * `refused`: a link's share that is not a whole number from 0 to 100, said below the slider.
 */
export function BusinessShareSlider(props: {
  lang: Locale
  value: number
  pending: boolean
  onChange: (value: number) => void
  refused?: string
}) {
  const { t } = useLingui()
  const fmt = calculatorFormat(props.lang)
  const business = fmt.percent(props.value)
  const privateShare = fmt.percent(100 - props.value)
  const businessText = business
  const privateText = privateShare
  const classes = slider()
  const given = props.refused
  const notice =
    given === undefined
      ? undefined
      : t({
          id: 'calculator.form.business.refused',
          message: `Länken angav andelen ”${given}”, men andelen är ett heltal från 0 till 100. Reglaget visar ${business}.`,
        })
  return (
    <div className={classes.root}>
      <label htmlFor={SLIDER_ID} className={classes.label}>
        <Trans id="calculator.form.business.label">Andel leveranser till företag</Trans>
      </label>
      <div data-testid="calculator-shares" className={classes.valueText}>
        <span id={props.pending ? PENDING_ID : undefined}>
          {props.pending ? (
            <Trans id="calculator.form.business.pending">Reglaget laddas …</Trans>
          ) : (
            <Trans id="calculator.form.business.share">Företag: {business}</Trans>
          )}
        </span>
        {!props.pending && (
          <span>
            <Trans id="calculator.form.private.share">Privatpersoner: {privateShare}</Trans>
          </span>
        )}
      </div>
      <input
        id={SLIDER_ID}
        type="range"
        name="business"
        min={0}
        max={100}
        step={1}
        value={props.value}
        disabled={props.pending}
        aria-describedby={props.pending ? PENDING_ID : notice && NOTICE_ID}
        aria-valuetext={
          props.pending
            ? undefined
            : t({
                id: 'calculator.form.business.valueText',
                message: `${businessText} till företag, ${privateText} till privatpersoner`,
                comment:
                  'Not shown: screen readers read it as the value of the share slider. Both placeholders are percentages (60 %, 40 %).',
              })
        }
        onChange={(event) => props.onChange(Number(event.target.value))}
        onKeyDown={(event) => {
          const next = largeStep(event, props.value)
          if (next === undefined) return
          event.preventDefault()
          props.onChange(next)
        }}
        // The filled part of the track (theme/recipes/slider.ts). Set only after hydration, through
        // the CSSOM: the strict CSP blocks a style attribute in the prerendered HTML.
        style={props.pending ? undefined : fill(props.value)}
        className={classes.input}
      />
      {notice && <InlineError id={NOTICE_ID} message={notice} className={field().error} />}
    </div>
  )
}

const FILL = '--slider-fill'
const fill = (value: number) => ({ [FILL]: `${value}%` }) as CSSProperties

/**
 * The spec's large step: PageUp/PageDown and Shift+arrows move exactly 10. The native range input
 * ignores Shift, and browsers differ on page keys; single steps, Home and End stay native.
 */
function largeStep(event: { key: string; shiftKey: boolean }, value: number): number | undefined {
  const { key } = event
  const page = key === 'PageUp' || key === 'PageDown'
  const arrow = /^Arrow/.test(key)
  if (!page && !(arrow && event.shiftKey)) return undefined
  const up = key === 'PageUp' || key === 'ArrowRight' || key === 'ArrowUp'
  return Math.min(100, Math.max(0, value + (up ? 10 : -10)))
}

import { css } from '../../../styled-system/css'
import { slider } from '../../../styled-system/recipes'
import { useHydrated } from '../../components/hydration/use-hydrated'
import {
  keyStep,
  SHARE_SLIDER_ID,
  ShareLabelText,
  SharesLine,
  useShareValueText,
  type ShareSliderProps,
} from './share-slider-text'

/**
 * The business share as a native range input: what the prerendered page, a visitor without
 * JavaScript, and a visitor who goes straight to the slider use. It looks like the Ark slider that
 * replaces it once the visitor starts elsewhere on the form (business-share-slider.tsx).
 */
export function NativeShareSlider(props: ShareSliderProps) {
  const hydrated = useHydrated()
  const valueText = useShareValueText(props.lang)
  const classes = slider()
  return (
    <div className={classes.root}>
      <label htmlFor={SHARE_SLIDER_ID} className={classes.label}>
        <ShareLabelText />
      </label>
      <SharesLine lang={props.lang} value={props.value} />
      <input
        id={SHARE_SLIDER_ID}
        type="range"
        name="business"
        min={0}
        max={100}
        step={1}
        value={props.value}
        aria-valuetext={valueText(props.value)}
        onChange={(event) => props.onChange(Number(event.target.value))}
        onKeyDown={(event) => {
          const next = keyStep(event, props.value)
          if (next === undefined) return
          event.preventDefault()
          props.onChange(next)
        }}
        // The filled part of the track follows the value. Set only after hydration, through the
        // CSSOM: a style attribute in the prerendered HTML is blocked by the strict CSP, and the
        // stylesheet's fallback (100 %) is the form's default anyway.
        style={hydrated ? { ['--share-fill' as string]: `${props.value}%` } : undefined}
        className={range}
      />
    </div>
  )
}

const thumb = {
  appearance: 'none',
  boxSizing: 'border-box',
  w: '6',
  h: '6',
  borderRadius: 'full',
  bg: 'bg.canvas',
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: 'border.brand',
  boxShadow: 'card',
} as const

const track = { h: '2', borderRadius: 'full', bg: 'bg.muted' } as const

// Same track, fill and thumb as the Ark slider's recipe (theme/recipes/slider.ts), 44 px tall for
// touch.
const range = css({
  appearance: 'none',
  display: 'block',
  w: 'full',
  h: '11',
  m: '0',
  bg: 'transparent',
  cursor: 'pointer',
  '&::-webkit-slider-runnable-track': {
    ...track,
    backgroundImage:
      'linear-gradient(to right, var(--colors-bg-brand) var(--share-fill, 100%), transparent var(--share-fill, 100%))',
  },
  '&::-webkit-slider-thumb': { ...thumb, mt: '-2' },
  '&::-moz-range-track': track,
  '&::-moz-range-progress': { h: '2', borderRadius: 'full', bg: 'bg.brand' },
  '&::-moz-range-thumb': thumb,
  _focusVisible: { outline: 'none' },
  '&:focus-visible::-webkit-slider-thumb': {
    outline: '3px solid',
    outlineColor: 'focus',
    outlineOffset: '2px',
  },
  '&:focus-visible::-moz-range-thumb': {
    outline: '3px solid',
    outlineColor: 'focus',
    outlineOffset: '2px',
  },
})

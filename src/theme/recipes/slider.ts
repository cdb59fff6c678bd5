import { defineSlotRecipe } from '@pandacss/dev'

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
const forcedTrack = {
  boxSizing: 'border-box',
  bg: 'Canvas',
  border: '1px solid CanvasText',
} as const
const forcedThumb = { bg: 'ButtonFace', borderColor: 'ButtonText', boxShadow: 'none' } as const

/**
 * A native range input (`<input type="range">`) with its label and value line: the platform gives
 * the slider role, keyboard, touch and form semantics, before hydration too. The 24 px thumb sits
 * in a 44 px tall input for touch; focus uses the global focus-visible outline.
 *
 * The filled part of the track follows `--slider-fill` (a percentage the component sets through
 * the CSSOM after hydration: the strict CSP blocks style attributes in prerendered HTML). Firefox
 * draws the fill itself (::-moz-range-progress). While disabled (before hydration, when the value
 * is not known yet) neither thumb nor fill shows, so the control never claims a value.
 */
export const slider = defineSlotRecipe({
  className: 'slider',
  slots: ['root', 'label', 'valueText', 'input'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' },
    label: { fontWeight: '600', color: 'fg.default' },
    valueText: { display: 'flex', justifyContent: 'space-between', gap: '4', textStyle: 'small' },
    input: {
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
          'linear-gradient(to right, var(--colors-bg-brand) var(--slider-fill, 0%), transparent var(--slider-fill, 0%))',
      },
      '&::-webkit-slider-thumb': { ...thumb, mt: '-2' },
      '&::-moz-range-track': track,
      '&::-moz-range-progress': { h: '2', borderRadius: 'full', bg: 'bg.brand' },
      '&::-moz-range-thumb': thumb,
      _disabled: {
        cursor: 'default',
        '&::-webkit-slider-thumb': { visibility: 'hidden' },
        '&::-moz-range-thumb': { visibility: 'hidden' },
        '&::-moz-range-progress': { visibility: 'hidden' },
      },
      // Forced colours (Windows High Contrast) replace background colours and drop gradients:
      // only the thumb was left. The track draws itself in the visitor's system colours instead:
      // outlined in the text colour, filled in the highlight colour up to the thumb.
      _highContrast: {
        forcedColorAdjust: 'none',
        '&::-webkit-slider-runnable-track': {
          ...forcedTrack,
          backgroundImage:
            'linear-gradient(to right, Highlight var(--slider-fill, 0%), transparent var(--slider-fill, 0%))',
        },
        '&::-moz-range-track': forcedTrack,
        '&::-moz-range-progress': { bg: 'Highlight' },
        '&::-webkit-slider-thumb': forcedThumb,
        '&::-moz-range-thumb': forcedThumb,
      },
    },
  },
})

import * as Slider from '../../components/ui/slider'
import {
  keyStep,
  SHARE_SLIDER_ID,
  ShareLabelText,
  SharesLine,
  useShareValueText,
  type ShareSliderProps,
} from './share-slider-text'

/**
 * The business share as an Ark slider (client only: it replaces the native range input once the
 * visitor has started on the form). 0–100 in steps of 1; the private share (100 − business) is
 * shown live beside it and read out in the thumb's aria-valuetext.
 */
export function ArkShareSlider(props: ShareSliderProps) {
  const valueText = useShareValueText(props.lang)
  return (
    <Slider.Root
      ids={{ thumb: () => SHARE_SLIDER_ID }}
      name="business"
      min={0}
      max={100}
      step={1}
      // Thumb kept inside the track, like the native range input it replaces.
      thumbAlignment="contain"
      value={[props.value]}
      onValueChange={(details) => props.onChange(details.value[0] ?? 0)}
      getAriaValueText={({ value }) => valueText(value)}
    >
      <Slider.Label>
        <ShareLabelText />
      </Slider.Label>
      <SharesLine lang={props.lang} value={props.value} />
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb
          index={0}
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

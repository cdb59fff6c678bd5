import { useUpgrade } from '../../components/hydration/use-upgrade'
import type { ArkShareSlider as ArkShareSliderType } from './ark-share-slider'
import { NativeShareSlider } from './native-share-slider'
import { SHARE_SLIDER_ID, type ShareSliderProps } from './share-slider-text'

// Ark's slider with its state machine is about 15 KB gzip. It is fetched when the visitor starts
// on the page (the calculator's first-visit JS budget); until then the native range input works.
let ArkShareSlider: typeof ArkShareSliderType | undefined
const loadArkSlider = () =>
  import('./ark-share-slider').then((m) => {
    ArkShareSlider = m.ArkShareSlider
  })

/**
 * Share of deliveries to businesses, 0–100 in steps of 1: a native range input first, the Ark
 * slider once the visitor has started on the page (never under focus; see useUpgrade). Only one
 * of the two exists at a time, so assistive technology never meets the control twice.
 */
export function BusinessShareSlider(props: ShareSliderProps) {
  const upgraded = useUpgrade(SHARE_SLIDER_ID, loadArkSlider)
  return upgraded && ArkShareSlider ? (
    <ArkShareSlider {...props} />
  ) : (
    <NativeShareSlider {...props} />
  )
}

import { Slider } from '@ark-ui/react/slider'
import { createStyleContext } from './style-context'
import { slider } from '../../../styled-system/recipes'

const { withProvider, withContext } = createStyleContext(slider)

export const Root = withProvider(Slider.Root, 'root')
export const Label = withContext(Slider.Label, 'label')
export const ValueText = withContext(Slider.ValueText, 'valueText')
export const Control = withContext(Slider.Control, 'control')
export const Track = withContext(Slider.Track, 'track')
export const Range = withContext(Slider.Range, 'range')
export const Thumb = withContext(Slider.Thumb, 'thumb')
export const MarkerGroup = withContext(Slider.MarkerGroup, 'markerGroup')
export const Marker = withContext(Slider.Marker, 'marker')
export const HiddenInput = Slider.HiddenInput

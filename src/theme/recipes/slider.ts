import { defineSlotRecipe } from '@pandacss/dev'

// Ark's slider positions the thumb and range itself (CSS variables on the root); this recipe only
// sizes and colours the parts. The thumb is 24 px with a 44 px hit area for touch.
export const slider = defineSlotRecipe({
  className: 'slider',
  slots: ['root', 'label', 'valueText', 'control', 'track', 'range', 'thumb', 'markerGroup', 'marker'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' },
    label: { fontWeight: '600', color: 'fg.default' },
    valueText: { color: 'fg.muted', textStyle: 'small' },
    control: { display: 'flex', alignItems: 'center', h: '11', px: '3' },
    track: { position: 'relative', flex: '1', h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' },
    range: { h: 'full', bg: 'bg.brand' },
    thumb: {
      w: '6',
      h: '6',
      borderRadius: 'full',
      bg: 'bg.canvas',
      borderWidth: '3px',
      borderColor: 'border.brand',
      boxShadow: 'card',
      cursor: 'grab',
      _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
      _dragging: { cursor: 'grabbing' },
      _before: { content: '""', position: 'absolute', inset: '-10px' },
    },
    markerGroup: { position: 'relative', h: '5', mx: '3', color: 'fg.muted', textStyle: 'small' },
    marker: { whiteSpace: 'nowrap' },
  },
})

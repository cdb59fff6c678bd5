import { defineSlotRecipe } from '@pandacss/dev'

// The Ark slider is only ever rendered on the client (the prerendered page has a native range input
// styled the same way: features/calculator/native-share-slider.tsx), so Ark's positioning arrives
// through the CSSOM, which the strict CSP allows. Its thumb stays inside the track, like the native
// one. The thumb is 24 px with a 44 px hit area for touch.
export const slider = defineSlotRecipe({
  className: 'slider',
  slots: [
    'root',
    'label',
    'valueText',
    'control',
    'track',
    'range',
    'thumb',
    'markerGroup',
    'marker',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' },
    label: { fontWeight: '600', color: 'fg.default' },
    valueText: { color: 'fg.muted', textStyle: 'small' },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      h: '11',
      touchAction: 'none',
      userSelect: 'none',
    },
    track: {
      position: 'relative',
      flex: '1',
      h: '2',
      borderRadius: 'full',
      bg: 'bg.muted',
      overflow: 'hidden',
    },
    range: {
      position: 'absolute',
      top: '0',
      bottom: '0',
      insetInlineStart: 'var(--slider-range-start)',
      insetInlineEnd: 'var(--slider-range-end)',
      bg: 'bg.brand',
    },
    thumb: {
      position: 'absolute',
      insetInlineStart: 'var(--slider-thumb-offset-0)',
      transform: 'translateX(-50%)',
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

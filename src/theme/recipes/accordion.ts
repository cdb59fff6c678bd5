import { defineSlotRecipe } from '@pandacss/dev'

export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: ['root', 'item', 'itemTrigger', 'itemIndicator', 'itemContent'],
  base: {
    root: { borderTopWidth: '1px', borderColor: 'border.default' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      w: 'full',
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '4',
      py: '4',
      textAlign: 'left',
      fontWeight: '600',
      fontSize: 'lg',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { color: 'fg.brand' },
    },
    itemIndicator: {
      flexShrink: 0,
      display: 'inline-flex',
      color: 'fg.brand',
      transition: 'transform 0.2s',
      _open: { transform: 'rotate(180deg)' },
    },
    itemContent: { pb: '4', color: 'fg.muted', _closed: { display: 'none' } },
  },
})

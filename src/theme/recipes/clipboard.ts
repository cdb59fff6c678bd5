import { defineSlotRecipe } from '@pandacss/dev'

// A code block with a copy button in its header bar (API quick start).
export const clipboard = defineSlotRecipe({
  className: 'clipboard',
  slots: ['root', 'control', 'trigger', 'indicator'],
  base: {
    root: {
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border.default',
      overflow: 'hidden',
      bg: 'bg.brandDeep',
      color: 'fg.inverted',
    },
    control: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'brand.800',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      minH: '9',
      px: '3',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'brand.300',
      color: 'fg.inverted',
      fontSize: 'sm',
      fontWeight: '600',
      cursor: 'pointer',
      _hover: { bg: 'brand.800' },
    },
    indicator: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  },
})

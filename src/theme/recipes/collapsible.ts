import { defineSlotRecipe } from '@pandacss/dev'

export const collapsible = defineSlotRecipe({
  className: 'collapsible',
  slots: ['root', 'trigger', 'content'],
  base: {
    trigger: { cursor: 'pointer' },
    content: { _closed: { display: 'none' } },
  },
})

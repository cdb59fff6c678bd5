import { defineRecipe } from '@pandacss/dev'

export const section = defineRecipe({
  className: 'section',
  base: { py: { base: '12', md: '16' } },
  variants: {
    tone: {
      plain: { bg: 'bg.canvas' },
      subtle: { bg: 'bg.subtle' },
      brand: { bg: 'bg.brandSubtle' },
      deep: { bg: 'bg.brandDeep', color: 'fg.inverted' },
    },
  },
  defaultVariants: { tone: 'plain' },
})

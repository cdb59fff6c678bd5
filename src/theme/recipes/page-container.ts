import { defineRecipe } from '@pandacss/dev'

export const pageContainer = defineRecipe({
  className: 'page-container',
  base: { mx: 'auto', w: 'full', px: { base: '4', md: '6', lg: '8' } },
  variants: {
    width: {
      wide: { maxW: '7xl' },
      prose: { maxW: '3xl' },
    },
  },
  defaultVariants: { width: 'wide' },
})

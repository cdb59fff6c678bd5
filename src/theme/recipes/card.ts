import { defineRecipe } from '@pandacss/dev'

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.canvas',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '5', md: '6' },
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
  variants: {
    tone: {
      plain: {},
      raised: { boxShadow: 'card', borderColor: 'transparent' },
      brand: { bg: 'bg.brandSubtle', borderColor: 'brand.200' },
    },
  },
  defaultVariants: { tone: 'plain' },
})

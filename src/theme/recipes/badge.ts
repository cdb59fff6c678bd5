import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderRadius: 'full',
    px: '3',
    py: '1',
    fontSize: 'sm',
    fontWeight: '600',
  },
  variants: {
    tone: {
      brand: { bg: 'brand.100', color: 'brand.900' },
      accent: { bg: 'accent.100', color: 'accent.700' },
      neutral: { bg: 'neutral.100', color: 'neutral.700' },
    },
  },
  defaultVariants: { tone: 'brand' },
})

import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'md',
    borderWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.15s, color 0.15s, border-color 0.15s',
    minH: '11',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    visual: {
      solid: { bg: 'bg.brand', color: 'fg.inverted', _hover: { bg: 'bg.brandHover' } },
      outline: {
        borderColor: 'border.brand',
        color: 'fg.brand',
        bg: 'bg.canvas',
        _hover: { bg: 'bg.brandSubtle' },
      },
      ghost: { color: 'fg.brand', _hover: { bg: 'bg.brandSubtle' } },
      inverted: { bg: 'bg.canvas', color: 'fg.brand', _hover: { bg: 'bg.brandSubtle' } },
    },
    size: {
      sm: { px: '3', py: '1.5', fontSize: 'sm', minH: '9' },
      md: { px: '5', py: '2.5', fontSize: 'md' },
      lg: { px: '6', py: '3', fontSize: 'lg' },
    },
  },
  defaultVariants: { visual: 'solid', size: 'md' },
})

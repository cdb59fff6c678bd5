import { defineRecipe } from '@pandacss/dev'

export const link = defineRecipe({
  className: 'link',
  base: {
    color: 'fg.link',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    _hover: { color: 'fg.linkHover' },
  },
  variants: {
    variant: {
      inline: {},
      subtle: { textDecoration: 'none', _hover: { textDecoration: 'underline' } },
      inverted: { color: 'fg.inverted', _hover: { color: 'brand.100' } },
    },
  },
  defaultVariants: { variant: 'inline' },
})

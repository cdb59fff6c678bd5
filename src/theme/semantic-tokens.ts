import { defineSemanticTokens } from '@pandacss/dev'

// Components use these names, never raw palette values.
export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: '{colors.neutral.900}' },
      muted: { value: '{colors.neutral.600}' },
      inverted: { value: '{colors.neutral.0}' },
      brand: { value: '{colors.brand.700}' },
      link: { value: '{colors.brand.700}' },
      linkHover: { value: '{colors.brand.900}' },
      danger: { value: '{colors.danger.700}' },
      accent: { value: '{colors.accent.700}' },
      // the logo's amber bar, on light and dark alike
      highlight: { value: '{colors.accent.300}' },
      // On the dark brand bands (footer, CTA band, inverted stat cards, code blocks).
      onBrand: { value: '{colors.brand.100}' },
      onBrandLabel: { value: '{colors.brand.200}' },
    },
    bg: {
      canvas: { value: '{colors.neutral.0}' },
      subtle: { value: '{colors.neutral.50}' },
      muted: { value: '{colors.neutral.100}' },
      brand: { value: '{colors.brand.700}' },
      brandHover: { value: '{colors.brand.800}' },
      brandSubtle: { value: '{colors.brand.50}' },
      brandDeep: { value: '{colors.brand.950}' },
      brandStrong: { value: '{colors.brand.900}' },
      accent: { value: '{colors.accent.100}' },
      danger: { value: '{colors.danger.50}' },
      missing: { value: '{colors.warning.100}' },
    },
    border: {
      default: { value: '{colors.neutral.200}' },
      strong: { value: '{colors.neutral.400}' },
      brand: { value: '{colors.brand.600}' },
      danger: { value: '{colors.danger.600}' },
      onBrand: { value: '{colors.brand.800}' },
      onBrandStrong: { value: '{colors.brand.200}' },
      warning: { value: '{colors.warning.300}' },
    },
    // The focus ring (recipes/focus-ring.ts): of the two, one has 3:1 on every background.
    focus: {
      ring: { value: '{colors.neutral.900}' },
      halo: { value: '{colors.neutral.0}' },
    },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(20, 65, 60, 0.06), 0 4px 12px rgba(20, 65, 60, 0.06)' },
    raised: { value: '0 8px 24px rgba(20, 65, 60, 0.14)' },
  },
})

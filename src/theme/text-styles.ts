import { defineTextStyles } from '@pandacss/dev'

// Typography scale: fluid headings so the hero fits a 390 px phone without wrapping words apart.
export const textStyles = defineTextStyles({
  display: {
    value: {
      fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)',
      lineHeight: '1.1',
      fontWeight: '800',
      letterSpacing: '-0.02em',
    },
  },
  h2: {
    value: {
      fontSize: 'clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)',
      lineHeight: '1.2',
      fontWeight: '700',
    },
  },
  h3: { value: { fontSize: '1.25rem', lineHeight: '1.3', fontWeight: '650' } },
  lead: { value: { fontSize: 'clamp(1.05rem, 1rem + 0.4vw, 1.25rem)', lineHeight: '1.6' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
})

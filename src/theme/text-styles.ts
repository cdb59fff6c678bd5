import { defineTextStyles } from '@pandacss/dev'

// Typography scale. Headings are fluid: each grows with the viewport from a size at 320 px at
// which the longest word of every heading of the site fits whole on its line in DejaVu Sans Bold
// (the widest sans-serif a visitor may have; Liberation Sans, with Arial's metrics, is narrower),
// so a long Swedish compound ("Hållbarhetsredovisning", 13 em in DejaVu Sans Bold) is never
// broken at a phone's width. The slope stays below what the full-width column gains, so it fits
// at every wider width too. A word breaks only as a last resort (200 % zoom): with a hyphen where
// the browser hyphenates the page's language (global-css.ts), else anywhere rather than
// scrolling sideways. The page sweep checks every heading word at 320 px in both fonts
// (tests/e2e/line-breaks.ts).
export const textStyles = defineTextStyles({
  // 21 px at 320 px, 24 px at 390 px, 52 px from about 1040 px
  display: {
    value: {
      fontSize: 'clamp(1.3125rem, 0.45rem + 4.3vw, 3.25rem)',
      lineHeight: '1.1',
      fontWeight: '800',
      letterSpacing: '-0.02em',
    },
  },
  // 18.4 px at 320 px, 36 px from about 1200 px
  h2: {
    value: {
      fontSize: 'clamp(1.15rem, 0.75rem + 2vw, 2.25rem)',
      lineHeight: '1.2',
      fontWeight: '700',
    },
  },
  // 16 px at 320 px (in a card: 246 px for "hållbarhetsredovisningen"), 20 px from about 850 px
  h3: {
    value: {
      fontSize: 'clamp(1rem, 0.85rem + 0.75vw, 1.25rem)',
      lineHeight: '1.3',
      fontWeight: '650',
    },
  },
  // A question of a FAQ (accordion.ts): 16 px at 320 px, 18 px from 640 px
  h4: {
    value: {
      fontSize: 'clamp(1rem, 0.9rem + 0.5vw, 1.125rem)',
      lineHeight: '1.4',
      fontWeight: '600',
    },
  },
  lead: { value: { fontSize: 'clamp(1.05rem, 1rem + 0.4vw, 1.25rem)', lineHeight: '1.6' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
})

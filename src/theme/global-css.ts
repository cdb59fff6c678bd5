import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
  // On pages with the sticky back-to-top button, focus and anchor scrolling keep elements above it
  // (WCAG 2.4.11: a focused link is never hidden under it). Not only while it shows: focusing a
  // link far down from the top scrolls first, and the button appears after that scroll.
  'html:has([data-back-to-top])': { scrollPaddingBottom: '5rem' },
  body: {
    fontFamily: 'body',
    color: 'fg.default',
    bg: 'bg.canvas',
    textStyle: 'body',
    WebkitFontSmoothing: 'antialiased',
  },
  '@media (prefers-reduced-motion: reduce)': {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
  // The one focus treatment of the site: recipes and components do not restate it (a recipe that
  // sets its own outline for another state must, since the recipes layer outranks this one).
  // [data-focus-visible]: Ark marks a composite part whose hidden input holds the focus.
  ':focus-visible, [data-focus-visible]': {
    outline: '3px solid',
    outlineColor: 'focus',
    outlineOffset: '2px',
  },
})

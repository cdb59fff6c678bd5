import { defineGlobalStyles } from '@pandacss/dev'
import { focusRingStyle } from './recipes/focus-ring'

export const globalCss = defineGlobalStyles({
  html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
  // On pages with the sticky back-to-top button, focus and anchor scrolling keep elements above it
  // (WCAG 2.4.11: a focused link is never hidden under it). Not only while it shows: focusing a
  // link far down from the top scrolls first, and the button appears after that scroll.
  'html:has([data-back-to-top])': { scrollPaddingBottom: '5rem' },
  body: {
    fontFamily: 'body',
    // A word wider than its line (a long Swedish compound at 320 px) breaks instead of widening
    // the page (WCAG 1.4.10). Headings, whose large type meets this most, hyphenate first where
    // the browser knows the page's language (<html lang>; elements in the other language carry
    // their own lang) and may break anywhere, so no grid or flex column is held wider by them.
    overflowWrap: 'break-word',
    color: 'fg.default',
    bg: 'bg.canvas',
    textStyle: 'body',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere', hyphens: 'auto' },
  '@media (prefers-reduced-motion: reduce)': {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
  // A printout has nothing to press (Panda's print condition; the header, navigation, newsletter
  // and back-to-top hide themselves in their components). Important: a recipe's display (the
  // button recipe's inline-flex) sits in a later layer and would otherwise win.
  button: { _print: { display: 'none !important' } },
  // A page whose printout is one part of it marks that part (the calculator: the form and the
  // result): the site's footer stays off that printout, as the rest of the page does.
  'html:has([data-printout]) footer': { _print: { display: 'none' } },
  // The one focus treatment of the site (recipes/focus-ring.ts): recipes and components do not
  // restate it (a recipe that sets its own outline for another state must, since the recipes layer
  // outranks this one). [data-focus-visible]: Ark marks a composite part whose hidden input holds
  // the focus.
  ':focus-visible, [data-focus-visible]': focusRingStyle,
})

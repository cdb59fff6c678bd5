import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
  body: { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas', textStyle: 'body', WebkitFontSmoothing: 'antialiased' },
  '@media (prefers-reduced-motion: reduce)': {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
  ':focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

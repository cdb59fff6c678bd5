import { defineRecipe } from '@pandacss/dev'

/** Header navigation entries: top-level links and dropdown buttons, dropdown links, mobile entries. */
export const navItem = defineRecipe({
  className: 'nav-item',
  base: {
    borderRadius: 'md',
    fontWeight: '600',
    color: 'fg.default',
    textDecoration: 'none',
    cursor: 'pointer',
    _hover: { bg: 'bg.brandSubtle', color: 'fg.brand' },
    '&[aria-current=page]': { color: 'fg.brand' },
  },
  variants: {
    kind: {
      top: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        px: { base: '1', xl: '2.5' },
        py: '2',
        // 1024–1279 px must fit every entry of the bar in English too
        fontSize: { base: '0.8125rem', xl: 'sm' },
        whiteSpace: 'nowrap',
        // a dropdown's summary while its <details> is open
        'details[open] > &': { bg: 'bg.brandSubtle', color: 'fg.brand' },
        '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '0.4em' },
      },
      dropdown: {
        display: 'block',
        px: '2.5',
        py: '2',
        fontSize: 'sm',
        fontWeight: '500',
        whiteSpace: 'nowrap',
        '&[aria-current=page]': { fontWeight: '700' },
      },
      mobile: {
        display: 'block',
        px: '3',
        py: '2.5',
        '&[aria-current=page]': { bg: 'bg.brandSubtle' },
      },
    },
  },
  defaultVariants: { kind: 'top' },
})

import { defineSlotRecipe } from '@pandacss/dev'

// One set of classes for both renderings of an FAQ (components/content/faq.tsx): the prerendered
// <details name> accordion and the Ark accordion that replaces it once the visitor has started on
// the page. Same boxes, same spacing, so the swap moves nothing.
export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: ['root', 'item', 'itemTrigger', 'question', 'itemIndicator', 'itemContent'],
  base: {
    root: { borderTopWidth: '1px', borderColor: 'border.default' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '4',
      w: 'full',
      py: '4',
      textAlign: 'start',
      fontWeight: '600',
      fontSize: 'lg',
      lineHeight: 'inherit',
      color: 'fg.default',
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      _hover: { color: 'fg.brand' },
    },
    // The question is a heading (heading navigation): inside <summary> natively, around the
    // trigger button in Ark's version (a button may not contain a heading).
    question: { font: 'inherit', color: 'inherit' },
    itemIndicator: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'fg.brand',
      transition: 'transform 0.2s',
      _open: { transform: 'rotate(180deg)' },
      'details[open] > summary > &': { transform: 'rotate(180deg)' },
    },
    itemContent: { pb: '4', color: 'fg.muted' },
  },
})

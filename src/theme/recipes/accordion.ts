import { defineSlotRecipe } from '@pandacss/dev'

// The FAQ's look (components/content/faq.tsx): a <details name> list, one <summary> per question.
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
      py: '4',
      textStyle: 'h4',
      color: 'fg.default',
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      _hover: { color: 'fg.brand' },
    },
    // The question is a heading inside <summary> (heading navigation) that looks like the summary.
    question: { font: 'inherit', color: 'inherit' },
    itemIndicator: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'fg.brand',
      transition: 'transform 0.2s',
      'details[open] > summary > &': { transform: 'rotate(180deg)' },
    },
    itemContent: { pb: '4', color: 'fg.muted' },
  },
})

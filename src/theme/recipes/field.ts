import { defineSlotRecipe } from '@pandacss/dev'

/** Label, hint, inline error and the control itself: one look for every form on the site. */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'optional', 'hint', 'error', 'control', 'checkRow', 'checkbox'],
  base: {
    root: { display: 'grid', gap: '1.5', alignContent: 'start' },
    label: { fontWeight: '600', color: 'fg.default' },
    optional: { fontWeight: '400', color: 'fg.muted' },
    hint: { textStyle: 'small', color: 'fg.muted' },
    error: {
      textStyle: 'small',
      fontWeight: '600',
      color: 'fg.danger',
      display: 'flex',
      gap: '1.5',
      alignItems: 'flex-start',
    },
    control: {
      w: 'full',
      minH: '11',
      px: '3',
      py: '2',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontSize: 'md',
      _invalid: { borderColor: 'border.danger', borderWidth: '3px' },
      '&:is(textarea)': { minH: '32', resize: 'vertical' },
    },
    checkRow: { display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' },
    checkbox: {
      flexShrink: 0,
      w: '6',
      h: '6',
      mt: '0.5',
      accentColor: 'bg.brand',
      cursor: 'pointer',
      // An invalid checkbox is marked with an outline (it has no border to colour), set here in the
      // recipes layer, which outranks the global focus rule (base layer): restated so that focus
      // still shows on an invalid box (Panda emits _focusVisible after _invalid).
      _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
      _invalid: { outline: '2px solid', outlineColor: 'border.danger', outlineOffset: '2px' },
    },
  },
})

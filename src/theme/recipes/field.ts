import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Label, hint, message and the control: the one look of every text-like control on the site
 * (text, e-mail, phone, password, number, select, textarea) and of the checkbox. An invalid
 * control gets a thicker danger edge drawn inside its border (inset shadow), so its size never
 * changes and nothing around it moves.
 */
export const field = defineSlotRecipe({
  className: 'field',
  slots: [
    'root',
    'label',
    'optional',
    'hint',
    'error',
    'control',
    'inputRow',
    'toggle',
    'checkRow',
    'checkbox',
  ],
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
      // A message over two lines must not squeeze its icon.
      '& svg': { flexShrink: '0' },
    },
    control: {
      w: 'full',
      minW: '0',
      minH: '11',
      px: '3',
      py: '2',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontSize: 'md',
      _invalid: {
        borderColor: 'border.danger',
        boxShadow: 'inset 0 0 0 1px token(colors.border.danger)',
      },
      '&:is(textarea)': { minH: '32', resize: 'vertical' },
      '&:is(select)': { cursor: 'pointer' },
    },
    // a password and its show/hide button side by side
    inputRow: { display: 'flex', alignItems: 'stretch', gap: '2' },
    toggle: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minH: '11',
      minW: '11',
      color: 'fg.brand',
      bg: 'bg.canvas',
      borderWidth: '2px',
      borderColor: 'border.brand',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { bg: 'bg.brandSubtle' },
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
      _invalid: { outline: '2px solid', outlineColor: 'border.danger', outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      default: {},
      // on the footer's dark band: light text, the message on a light plate (contrast)
      inverted: {
        label: { color: 'inherit', textStyle: 'small' },
        hint: { color: 'inherit' },
        error: { bg: 'bg.canvas', borderRadius: 'md', px: '3', py: '2' },
      },
    },
  },
  defaultVariants: { tone: 'default' },
})

import { defineRecipe } from '@pandacss/dev'

/**
 * The site's one focus indicator: a dark 3 px ring with a 2 px white halo between it and the
 * element (the outline's offset, filled by the shadow). One colour cannot reach 3:1 against both
 * white and the dark footer; of two, one always does (WCAG 1.4.11, 2.4.13): the dark ring on
 * white, mint and pale backgrounds, the white halo on the dark footer and code blocks. Forced
 * colours drop the halo (box-shadow) and keep the outline in the system's colour.
 *
 * globalCss applies it to every :focus-visible element; this recipe is for the two cases that
 * rule cannot see: a region the page focuses by script after a submit (`focused`, shown whatever
 * the last input was) and a choice card whose radio inside has keyboard focus (`within`).
 */
export const focusRingStyle = {
  outline: '3px solid',
  outlineColor: 'focus.ring',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px token(colors.focus.halo)',
} as const

export const focusRing = defineRecipe({
  className: 'focus-ring',
  base: {},
  variants: {
    when: {
      focused: { _focus: focusRingStyle },
      within: { '&:has(:focus-visible)': focusRingStyle },
    },
  },
})

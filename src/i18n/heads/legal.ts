import { msg } from '@lingui/core/macro'

/**
 * The head copy of the legal pages (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const privacyHead = {
  description: msg({
    id: 'legal.head.privacy.description',
    message:
      'Hur Cirkla behandlar personuppgifter: vilka uppgifter, vem som ansvarar och vad som händer när avtalet upphör.',
  }),
}

export const termsHead = {
  description: msg({
    id: 'legal.head.terms.description',
    message:
      'Användarvillkor för Cirkla: avtal, betalning, uppsägning, ansvar och personuppgiftsbiträdesavtal.',
  }),
}

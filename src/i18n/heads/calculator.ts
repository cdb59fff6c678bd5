import { msg } from '@lingui/core/macro'

/**
 * The head copy of the calculator page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const calculatorHead = {
  description: msg({
    id: 'calculator.head.description',
    message:
      'Räkna ut förpackningsavgiften för era lastbärare i trä, plast eller stål och se besparingen med ett godkänt återanvändningssystem.',
  }),
  keywords: msg({
    id: 'calculator.head.keywords',
    message: 'miljöavgift, kalkylator, förpackningsavgift, pallar, producentansvar',
  }),
}

import { msg } from '@lingui/core/macro'

/**
 * The head copy of the producer page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const producerHead = {
  title: msg({ id: 'producer.head.title', message: 'Producentansvar för förpackningar' }),
  description: msg({
    id: 'producer.head.description',
    message:
      'Så fungerar producentansvaret för transportförpackningar: avgifter per kilo, fyra steg till efterlevnad och hur ett godkänt återanvändningssystem sänker avgiften med {reduction}.',
  }),
  keywords: msg({
    id: 'producer.head.keywords',
    message:
      'producentansvar, förpackningsavgift, Naturvårdsverket, NPA, TMR, återanvändningssystem',
  }),
}

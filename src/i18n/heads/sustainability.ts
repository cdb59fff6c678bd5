import { msg } from '@lingui/core/macro'

/**
 * The head copy of the sustainability page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const sustainabilityHead = {
  description: msg({
    id: 'sustainability.head.description',
    message:
      'Sänk Scope 3-utsläppen med återanvändbara lastbärare och få automatiska rapporter till Naturvårdsverket.',
  }),
  keywords: msg({
    id: 'sustainability.head.keywords',
    message: 'hållbarhetsredovisning, Scope 3, CSRD, utsläpp, rotationer',
  }),
}

import { msg } from '@lingui/core/macro'

/**
 * The head copy of the fleet page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const fleetHead = {
  title: msg({ id: 'fleet.head.title', message: 'Optimera lastbärarflottan' }),
  description: msg({
    id: 'fleet.head.description',
    message:
      'Optimera flottan av pallar, burar och backar med realtidsdata: +40\u00a0% återanvändning, −30\u00a0% CO₂ och dubbelt så snabba returer.',
  }),
  keywords: msg({
    id: 'fleet.head.keywords',
    message: 'flottoptimering, lastbärare, returlogistik, RFID, QR-kod, svinn',
  }),
}

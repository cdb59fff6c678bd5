import { msg } from '@lingui/core/macro'

/**
 * The head copy of the support page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const supportHead = {
  description: msg({
    id: 'support.head.description',
    message:
      'Få hjälp med Cirkla: kontaktformulär, telefon, e-post och vanliga frågor. Svar inom 2 timmar på vardagar.',
  }),
  keywords: msg({ id: 'support.head.keywords', message: 'support, hjälp, kundtjänst' }),
}

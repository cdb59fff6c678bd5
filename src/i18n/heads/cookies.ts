import { msg } from '@lingui/core/macro'

/**
 * The head copy of the cookies page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const cookiesHead = {
  description: msg({
    id: 'cookies.head.description',
    message:
      'Vilka cookies och vilken lokal lagring Cirklas webbplats använder och hur ni styr dem.',
  }),
}

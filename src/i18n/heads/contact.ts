import { msg } from '@lingui/core/macro'

/**
 * The head copy of the contact page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const contactHead = {
  title: msg({ id: 'contact.head.title', message: 'Kontakta oss' }),
  description: msg({
    id: 'contact.head.description',
    message: 'Kontakta Cirkla: telefon, e-post, adress och demobokning.',
  }),
}

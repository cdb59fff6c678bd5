import { msg } from '@lingui/core/macro'

/**
 * The head copy of the account pages (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const loginHead = {
  description: msg({
    id: 'account.head.login.description',
    message: 'Logga in på Cirkla (demo).',
  }),
}

export const registerHead = {
  description: msg({
    id: 'account.head.register.description',
    message: 'Skapa ett Cirkla-konto och kom igång med spårning av lastbärare (demo).',
  }),
}

import { msg } from '@lingui/core/macro'

/**
 * The head copy of the api page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const apiHead = {
  description: msg({
    id: 'api.head.description',
    message:
      'Kom igång med Cirklas API: autentisering med API-nyckel, slutpunkter för spårning, rapporter och flottoptimering.',
  }),
  keywords: msg({ id: 'api.head.keywords', message: 'API, integration, spårning, REST' }),
}

import { msg } from '@lingui/core/macro'

/**
 * The head copy of the guide page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const guideHead = {
  description: msg({
    id: 'guide.head.description',
    message:
      'Fyra steg för att komma igång med Cirkla: konto, lastbärare, integration och första rapporten.',
  }),
  keywords: msg({ id: 'guide.head.keywords', message: 'kom igång, guide, onboarding' }),
}

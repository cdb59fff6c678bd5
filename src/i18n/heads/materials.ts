import { msg } from '@lingui/core/macro'

/**
 * The head copy of the materials page (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const materialsHead = {
  title: msg({
    id: 'materials.head.title',
    message: 'Materialguide: trä, plast och stål',
  }),
  description: msg({
    id: 'materials.head.description',
    message:
      'Livslängd, vikt per EUR-pall och återvinningsgrad för lastbärare i trä, plast och stål.',
  }),
  keywords: msg({
    id: 'materials.head.keywords',
    message: 'trä, plast, stål, EUR-pall, livslängd, återvinning',
  }),
}

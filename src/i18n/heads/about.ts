import { msg } from '@lingui/core/macro'

/**
 * The head copy of the about pages (title, description, keywords), in the page's own catalogue:
 * only the page shown needs it (src/i18n/pages.ts names it for the page).
 */
export const teamHead = {
  description: msg({
    id: 'about.head.team.description',
    // True while the names are placeholders (src/config/site.ts) and after.
    message: 'Teamet bakom Cirkla: fem personer.',
  }),
  keywords: msg({ id: 'about.head.team.keywords', message: 'team, om oss, Cirkla' }),
}

export const casesHead = {
  description: msg({
    id: 'about.head.cases.description',
    message:
      'Resultat efter 18 månader med Cirkla: 20\u00a0MSEK lägre direkta kostnader, 26\u00a0MSEK mindre bundet kapital och svinn från 16\u00a0% till 1,5\u00a0%.',
  }),
  keywords: msg({
    id: 'about.head.cases.keywords',
    message: 'kundcase, resultat, svinn, lastbärare',
  }),
}

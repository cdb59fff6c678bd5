import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const termsMeta: PageMeta = {
  title: msg({ id: 'legal.terms.meta.title', message: "Användarvillkor" }),
  description: msg({ id: 'legal.terms.meta.description', message: "Användarvillkor för Cirkla: avtal, betalning, uppsägning, ansvar och personuppgiftsbiträdesavtal." }),
}

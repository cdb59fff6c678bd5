import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const supportMeta: PageMeta = {
  title: msg({ id: 'support.meta.title', message: "Support" }),
  description: msg({ id: 'support.meta.description', message: "Få hjälp med Cirkla: kontaktformulär, telefon, e-post och vanliga frågor. Svar inom 2 timmar på vardagar." }),
  keywords: msg({ id: 'support.meta.keywords', message: "support, hjälp, kundtjänst" }),
}

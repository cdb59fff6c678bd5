import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const customerCasesMeta: PageMeta = {
  title: msg({ id: 'about.customerCases.meta.title', message: "Kundcase" }),
  description: msg({ id: 'about.customerCases.meta.description', message: "Resultat efter 18 månader med Cirkla: 20 MSEK lägre direkta kostnader, 26 MSEK mindre bundet kapital och svinn från 16 % till 1,5 %." }),
  keywords: msg({ id: 'about.customerCases.meta.keywords', message: "kundcase, resultat, svinn, lastbärare" }),
}

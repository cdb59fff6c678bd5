import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const producerResponsibilityMeta: PageMeta = {
  title: msg({ id: 'producer.meta.title', message: "Producentansvar för förpackningar" }),
  description: msg({ id: 'producer.meta.description', message: "Så fungerar producentansvaret för transportförpackningar: avgifter per kilo, fyra steg till efterlevnad och hur ett godkänt återanvändningssystem sänker avgiften med 98 %." }),
  keywords: msg({ id: 'producer.meta.keywords', message: "producentansvar, förpackningsavgift, Naturvårdsverket, NPA, TMR, återanvändningssystem" }),
}

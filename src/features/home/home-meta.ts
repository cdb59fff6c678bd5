import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const homeMeta: PageMeta = {
  title: msg({ id: 'home.meta.title', message: "Spårning av lastbärare och producentansvar" }),
  description: msg({ id: 'home.meta.description', message: "Spåra pallar, burar och backar med QR och RFID och sänk förpackningsavgiften med upp till 99,5 % genom ett godkänt återanvändningssystem." }),
  keywords: msg({ id: 'home.meta.keywords', message: "lastbärare, pallspårning, producentansvar, förpackningsavgift, återanvändning, EUR-pall" }),
}

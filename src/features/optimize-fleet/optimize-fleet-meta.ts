import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const optimizeFleetMeta: PageMeta = {
  title: msg({ id: 'fleet.meta.title', message: "Optimera lastbärarflottan" }),
  description: msg({ id: 'fleet.meta.description', message: "Optimera flottan av pallar, burar och backar med realtidsdata: +40 % återanvändning, −30 % CO2 och dubbelt så snabba returer." }),
  keywords: msg({ id: 'fleet.meta.keywords', message: "flottoptimering, lastbärare, returlogistik, RFID, QR-kod, svinn" }),
}

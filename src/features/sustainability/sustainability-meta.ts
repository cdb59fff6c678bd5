import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const sustainabilityMeta: PageMeta = {
  title: msg({ id: 'sustainability.meta.title', message: "Hållbarhetsredovisning" }),
  description: msg({ id: 'sustainability.meta.description', message: "Sänk Scope 3-utsläppen med återanvändbara lastbärare och få automatiska rapporter till Naturvårdsverket." }),
  keywords: msg({ id: 'sustainability.meta.keywords', message: "hållbarhetsredovisning, Scope 3, CSRD, utsläpp, rotationer" }),
}

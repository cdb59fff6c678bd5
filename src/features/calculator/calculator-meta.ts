import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const calculatorMeta: PageMeta = {
  title: msg({ id: 'calculator.meta.title', message: 'Miljöavgiftskalkylator' }),
  description: msg({
    id: 'calculator.meta.description',
    message:
      'Räkna ut förpackningsavgiften för dina lastbärare i trä, plast eller stål och se besparingen med ett godkänt återanvändningssystem.',
  }),
  keywords: msg({
    id: 'calculator.meta.keywords',
    message: 'miljöavgift, kalkylator, förpackningsavgift, pallar, producentansvar',
  }),
}

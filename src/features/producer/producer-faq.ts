import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FaqItem } from '../../components/content/faq'
import { formatDate, formatPercent, formatSekPerKg } from '../../i18n/format'
import { feesPerKgSek, producerFigures, rates } from '../../config/rates'
import type { Locale } from '../../i18n/locales'

const items = [
  {
    id: 'who',
    question: msg({
      id: 'producer.faq.who.q',
      message: 'Gäller producentansvaret även pallar?',
    }),
    answer: msg({
      id: 'producer.faq.who.a',
      message:
        'Ja. Producentansvaret för förpackningar gäller även transportförpackningar som pallar och andra lastbärare.',
    }),
  },
  {
    id: 'cost',
    question: msg({
      id: 'producer.faq.cost.q',
      message: 'Vad kostar förpackningsavgiften för trä?',
    }),
    answer: msg({
      id: 'producer.faq.cost.a',
      message:
        'Utan ett godkänt system betalar företag {woodWithout} för trä. I ett godkänt återanvändningssystem är avgiften cirka {woodWith}.',
    }),
  },
  {
    id: 'plastic',
    question: msg({
      id: 'producer.faq.plastic.q',
      message: 'Gäller den reducerade avgiften även plast och stål?',
    }),
    answer: msg({
      id: 'producer.faq.plastic.a',
      message:
        'Ja. För plast sjunker avgiften från {plasticWithout} till {plasticWith} från och med {plasticFrom}, och för stål från {steelWithout} till {steelWith}.',
    }),
  },
  {
    id: 'qualify',
    question: msg({
      id: 'producer.faq.qualify.q',
      message: 'Vilka krav ställs på ett återanvändningssystem?',
    }),
    answer: msg({
      id: 'producer.faq.qualify.a',
      message:
        'Systemet ska vara godkänt av Naturvårdsverket och nå en returgrad på minst {minReturn}. Cirkla mäter returgraden löpande och redovisar den åt er.',
    }),
  },
  {
    id: 'report',
    question: msg({ id: 'producer.faq.report.q', message: 'Hur ofta måste vi rapportera?' }),
    answer: msg({
      id: 'producer.faq.report.a',
      message:
        'Mängderna per material rapporteras varje kvartal. Med Cirkla tas underlaget fram automatiskt.',
    }),
  },
  {
    id: 'eu',
    question: msg({
      id: 'producer.faq.eu.q',
      message: 'Vad innebär EU:s förpackningsförordning för oss?',
    }),
    answer: msg({
      id: 'producer.faq.eu.a',
      message:
        'Senast 2030 ska förpackningar vara återanvändbara eller återvinningsbara. Ett system för återanvändbara lastbärare hjälper er att möta kraven i god tid.',
    }),
  },
]

/** The producer-responsibility FAQ for the active locale; figures are formatted, never typed. */
export function producerFaq(i18n: I18n, lang: Locale): FaqItem[] {
  const wood = feesPerKgSek('wood')
  const plastic = feesPerKgSek('plastic')
  const steel = feesPerKgSek('steel')
  const values = {
    woodWithout: formatSekPerKg(wood.business, lang),
    woodWith: formatSekPerKg(wood.withSystem, lang),
    plasticWithout: formatSekPerKg(plastic.business, lang),
    plasticWith: formatSekPerKg(plastic.withSystem, lang),
    plasticFrom: formatDate(rates.perKg.plastic.appliesFrom, lang),
    steelWithout: formatSekPerKg(steel.business, lang),
    steelWith: formatSekPerKg(steel.withSystem, lang),
    minReturn: formatPercent(producerFigures.minReturnRatePercent, lang),
  }
  return items.map((i) => {
    // A descriptor variable, not an inline object: Lingui's extractor only reads literal calls.
    const answer = { ...i.answer, values }
    return { id: i.id, question: i18n._(i.question), answer: i18n._(answer) }
  })
}

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FaqItem } from '../../components/content/faq'
import { formatPercent, formatSekPerKg } from '../../i18n/format'
import { feesPerKgSek, producerFigures } from '../../config/rates'
import type { Locale } from '../../i18n/locales'

const items = [
  {
    id: 'what',
    question: msg({ id: 'home.faq.what.q', message: 'Vad är ett godkänt återanvändningssystem?' }),
    answer: msg({
      id: 'home.faq.what.a',
      message:
        'Ett system där lastbärare återanvänds i ett kontrollerat flöde och som Naturvårdsverket har godkänt. Förpackningar i ett sådant system får en kraftigt reducerad avgift, för trä cirka {feeWith} i stället för {feeWithout}.',
    }),
  },
  {
    id: 'who',
    question: msg({
      id: 'home.faq.who.q',
      message: 'Vilka företag är Cirkla till för?',
    }),
    answer: msg({
      id: 'home.faq.who.a',
      message:
        'Företag inom logistik och industri som släpper ut förpackningar på den svenska marknaden eller använder pallar och andra lastbärare.',
    }),
  },
  {
    id: 'qualify',
    question: msg({
      id: 'home.faq.qualify.q',
      message: 'Hur kvalificerar vi oss för den lägre avgiften?',
    }),
    answer: msg({
      id: 'home.faq.qualify.a',
      message:
        'Ni ansluter era lastbärare till Cirkla och når en returgrad på minst {returnRate}. Vi hjälper er att mäta och redovisa returerna.',
    }),
  },
  {
    id: 'carriers',
    question: msg({ id: 'home.faq.carriers.q', message: 'Vilka lastbärare kan vi spåra?' }),
    answer: msg({
      id: 'home.faq.carriers.a',
      message:
        'EUR-pallar, pallkragar, kabeltrummor, rullburar, plastpallar, stålburar, metallcontainrar, backar och flaskor – märkta med QR-kod eller RFID.',
    }),
  },
  {
    id: 'time',
    question: msg({ id: 'home.faq.time.q', message: 'Hur lång tid tar det att komma igång?' }),
    answer: msg({
      id: 'home.faq.time.a',
      message:
        'Ett införande tar normalt 4–8 veckor, från sekretessavtal och data via affärscase till beslut och uppstart.',
    }),
  },
  {
    id: 'integration',
    question: msg({
      id: 'home.faq.integration.q',
      message: 'Kan Cirkla kopplas till våra befintliga system?',
    }),
    answer: msg({
      id: 'home.faq.integration.a',
      message:
        'Ja. Cirkla har ett öppet API, så affärssystem, lagersystem och transportsystem kan skicka och hämta data om lastbärare i realtid.',
    }),
  },
]

/** The home FAQ, translated for the active locale (the FAQPage JSON-LD uses the same text). */
export function homeFaq(i18n: I18n, lang: Locale): FaqItem[] {
  const wood = feesPerKgSek('wood')
  const values = {
    feeWith: formatSekPerKg(wood.withSystem, lang),
    feeWithout: formatSekPerKg(wood.business, lang),
    returnRate: formatPercent(producerFigures.minReturnRatePercent, lang),
  }
  return items.map((i) => {
    // A descriptor variable, not an inline object: Lingui's extractor only reads literal calls.
    const answer = { ...i.answer, values }
    return { id: i.id, question: i18n._(i.question), answer: i18n._(answer) }
  })
}

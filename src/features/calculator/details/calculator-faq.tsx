import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../../styled-system/css'
import { pageContainer, section } from '../../../../styled-system/recipes'
import type { Locale } from '../../../i18n/locales'
import { Faq } from '../../../components/content/faq'
import { calculate } from '../calculate'
import { calculatorFormat } from '../format'
import { oreToSek, producerFigures, rates } from '../../../config/rates'

/**
 * Four questions. The rates in the answers are read from rates.ts, so the FAQ always states what
 * the calculator uses. The spec's other wood figure (13 / 8 SEK per kg) appears only as a
 * separately attributed statement, never as the calculator's rate.
 */
export function CalculatorFaq({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const fmt = calculatorFormat(lang)
  const { wood, plastic, steel } = rates.perKg
  const woodBusiness = fmt.rate(oreToSek(wood.businessOre))
  const woodPrivate = fmt.rate(oreToSek(wood.privateOre))
  const woodSystem = fmt.rate(oreToSek(wood.withSystemOre))
  const plasticBusiness = fmt.rate(oreToSek(plastic.businessOre))
  const plasticSystem = fmt.rate(oreToSek(plastic.withSystemOre))
  const steelBusiness = fmt.rate(oreToSek(steel.businessOre))
  const steelSystem = fmt.rate(oreToSek(steel.withSystemOre))
  const plasticFrom = fmt.date(plastic.appliesFrom)
  const woodReduction = fmt.percent(
    ((wood.businessOre - wood.withSystemOre) / wood.businessOre) * 100,
  )
  const example = calculate({
    transports: 2000,
    weightKg: 25,
    material: 'wood',
    businessPercentage: 100,
  })
  const tonnes = fmt.number(example.totalKg / 1000)
  const fee = fmt.money(example.environmentalFee)
  const withSystem = fmt.money(example.feeWithSystem)
  const minReturn = fmt.percent(producerFigures.minReturnRatePercent)
  const otherBusiness = fmt.money(producerFigures.otherWoodStatementSek.business)
  const otherPrivate = fmt.money(producerFigures.otherWoodStatementSek.private)

  const items = [
    {
      id: 'formula',
      question: t({
        id: 'calculator-details.faq.formula.q',
        message: 'Hur räknar kalkylatorn ut miljöavgiften?',
      }),
      answer: t({
        id: 'calculator-details.faq.formula.a',
        message:
          'Antalet lastbärare per år gånger vikten per lastbärare ger den totala vikten. Den delas upp på leveranser till företag och till privatpersoner enligt reglaget, och varje del multipliceras med avgiften per kg för materialet. Miljöavgiften är summan av de två delarna.',
      }),
    },
    {
      id: 'rates',
      question: t({
        id: 'calculator-details.faq.rates.q',
        message: 'Vilka avgifter per kg använder kalkylatorn?',
      }),
      answer: t({
        id: 'calculator-details.faq.rates.a',
        message: `Trä: ${woodBusiness} per kg till företag och ${woodPrivate} per kg till privatpersoner. Plast: ${plasticBusiness} per kg. Stål: ${steelBusiness} per kg. För plast och stål anger vår källa ingen avgift för privatpersoner, så kalkylatorn använder företagsavgiften även för dem. Med ett godkänt återanvändningssystem: ${woodSystem} per kg för trä, ${plasticSystem} för plast och ${steelSystem} för stål. Avgifterna till företag och med ett godkänt system är desamma som på sidan Producentansvar; för plast gäller de från ${plasticFrom}.`,
      }),
    },
    {
      id: 'saving',
      question: t({
        id: 'calculator-details.faq.saving.q',
        message: 'Hur mycket kan jag spara med ett godkänt återanvändningssystem?',
      }),
      answer: t({
        id: 'calculator-details.faq.saving.a',
        message: `För trä sjunker avgiften från ${woodBusiness} till ${woodSystem} per kg, ${woodReduction} lägre. ${tonnes}\u00a0ton trä till företag kostar ${fee} per år utan system och ${withSystem} med ett godkänt system. För att kvalificera sig krävs en returgrad på minst ${minReturn}.`,
      }),
    },
    {
      id: 'other-figures',
      question: t({
        id: 'calculator-details.faq.other.q',
        message: 'Varför ser jag andra avgifter för trä på andra ställen?',
      }),
      answer: t({
        id: 'calculator-details.faq.other.a',
        message: `En annan uppgift som förekommer är en grundavgift för trä på ${otherBusiness} per kg för företag och ${otherPrivate} per kg för privatpersoner. Kalkylatorn räknar inte med den, utan med ${woodBusiness} per kg för företag och ${woodPrivate} per kg för privatpersoner. Resultatet är en uppskattning: stäm av aktuella avgifter med er producentansvarsorganisation.`,
      }),
    },
  ]

  return (
    <section aria-labelledby="calculator-faq-heading" className={section({ tone: 'subtle' })}>
      <div className={cx(pageContainer(), css({ display: 'grid', gap: '6', maxW: '4xl' }))}>
        <h2 id="calculator-faq-heading" className={css({ textStyle: 'h2', color: 'fg.default' })}>
          <Trans id="calculator-details.faq.heading">Vanliga frågor om miljöavgiften</Trans>
        </h2>
        <Faq items={items} />
      </div>
    </section>
  )
}

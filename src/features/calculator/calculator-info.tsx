import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { pageContainer, section } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { calculate } from './calculate'
import { calculatorFormat } from './format'
import { materials, oreToSek, rates } from '../../config/rates'
import { RatesSource } from './rates-source'
import { useMaterialNames } from './use-material-names'

/**
 * How the calculator works, in plain text: readable without JavaScript, so anyone can do the sum
 * by hand. Rates and worked examples come from rates.ts and calculate.ts, never typed in here.
 */
export function CalculatorInfo({ lang }: { lang: Locale }) {
  const fmt = calculatorFormat(lang)
  const names = useMaterialNames()
  const wood = rates.perKg.wood
  const woodBusiness = fmt.rate(oreToSek(wood.businessOre))
  const woodPrivate = fmt.rate(oreToSek(wood.privateOre))
  const woodSystem = fmt.rate(oreToSek(wood.withSystemOre))
  const co2Factor = fmt.number(rates.co2KgPerKg)
  const plasticFrom = fmt.date(rates.perKg.plastic.appliesFrom)

  const fiftyTonnes = calculate({
    transports: 2000,
    weightKg: 25,
    material: 'wood',
    businessPercentage: 100,
  })
  const palletBusiness = calculate({
    transports: 1,
    weightKg: 25,
    material: 'wood',
    businessPercentage: 100,
  })
  const palletPrivate = calculate({
    transports: 1,
    weightKg: 25,
    material: 'wood',
    businessPercentage: 0,
  })
  const tonnes = fmt.number(fiftyTonnes.totalKg / 1000)
  const tonnesFee = fmt.money(fiftyTonnes.environmentalFee)
  const tonnesSystem = fmt.money(fiftyTonnes.feeWithSystem)
  const palletKg = fmt.kg(palletBusiness.totalKg)
  const palletBusinessFee = fmt.money(palletBusiness.environmentalFee)
  const palletPrivateFee = fmt.money(palletPrivate.environmentalFee)
  const palletSystem = fmt.money(palletBusiness.feeWithSystem)

  return (
    <section aria-labelledby="calculator-info-heading" className={section()}>
      <div className={cx(pageContainer(), css({ display: 'grid', gap: '6', maxW: '4xl' }))}>
        <h2 id="calculator-info-heading" className={css({ textStyle: 'h2', color: 'fg.default' })}>
          <Trans id="calculator.info.heading">Så räknar kalkylatorn</Trans>
        </h2>
        <ol
          className={css({
            display: 'grid',
            gap: '3',
            listStyle: 'decimal',
            pl: '6',
            color: 'fg.default',
          })}
        >
          <li>
            <Trans id="calculator.info.step.total">
              <strong>Total vikt</strong> = antal lastbärare per år × vikt per lastbärare.
            </Trans>
          </li>
          <li>
            <Trans id="calculator.info.step.business">
              <strong>Avgift för leveranser till företag</strong> = total vikt × andelen till
              företag × avgiften för företag (för trä {woodBusiness} per kg).
            </Trans>
          </li>
          <li>
            <Trans id="calculator.info.step.private">
              <strong>Avgift för leveranser till privatpersoner</strong> = total vikt × andelen till
              privatpersoner × avgiften för privatpersoner (för trä {woodPrivate} per kg).
            </Trans>
          </li>
          <li>
            <Trans id="calculator.info.step.fee">
              <strong>Miljöavgift</strong> = summan av de två avgifterna.
            </Trans>
          </li>
          <li>
            <Trans id="calculator.info.step.co2">
              <strong>Årlig miljöpåverkan från förpackningar</strong> = total vikt × {co2Factor} (kg
              CO₂e).
            </Trans>
          </li>
          <li>
            <Trans id="calculator.info.step.system">
              <strong>Med ett godkänt återanvändningssystem</strong> = total vikt × systemets avgift
              (för trä {woodSystem} per kg). Skillnaden mot miljöavgiften är den möjliga
              besparingen.
            </Trans>
          </li>
        </ol>
        <p className={css({ color: 'fg.muted' })}>
          <Trans id="calculator.info.examples">
            Exempel: {tonnes}&nbsp;ton trä till företag ger {tonnesFee} per år utan system och{' '}
            {tonnesSystem} med ett godkänt system. En EUR-pall på {palletKg} kostar{' '}
            {palletBusinessFee} till ett företag eller {palletPrivateFee} till en privatperson, och{' '}
            {palletSystem} med ett godkänt system.
          </Trans>
        </p>
        {/* Scrolls on narrow screens: a focusable region named by its caption, as DataTable's
            (axe scrollable-region-focusable). */}
        <div
          role="region"
          aria-labelledby="calculator-rates-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: a region that scrolls must take keyboard focus
          tabIndex={0}
          className={css({ overflowX: 'auto' })}
        >
          <table className={table}>
            <caption
              id="calculator-rates-caption"
              className={css({
                textAlign: 'left',
                fontWeight: '600',
                pb: '2',
                color: 'fg.default',
              })}
            >
              <Trans id="calculator.info.table.caption">Avgifter per kg</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans id="calculator.info.table.material">Material</Trans>
                </th>
                <th scope="col">
                  <Trans id="calculator.info.table.business">Till företag</Trans>
                </th>
                <th scope="col">
                  <Trans id="calculator.info.table.private">Till privatpersoner</Trans>
                </th>
                <th scope="col">
                  <Trans id="calculator.info.table.system">Med godkänt system</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {materials.map((material) => {
                const perKg = rates.perKg[material]
                return (
                  <tr key={material} data-material={material}>
                    <th scope="row">{names[material]}</th>
                    <td>{fmt.rate(oreToSek(perKg.businessOre))}</td>
                    <td>
                      {fmt.rate(oreToSek(perKg.privateOre))}
                      {!perKg.privateRateKnown && <span>*</span>}
                    </td>
                    <td>{fmt.rate(oreToSek(perKg.withSystemOre))}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans id="calculator.info.table.note">
            * Källan anger ingen avgift för privatpersoner för plast och stål, så kalkylatorn räknar
            med företagsavgiften. Avgifterna för plast gäller från {plasticFrom}.
          </Trans>{' '}
          <RatesSource lang={lang} />
        </p>
      </div>
    </section>
  )
}

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: { base: '1.5', sm: '3' },
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& td': { whiteSpace: 'nowrap' },
  '& thead th': { color: 'fg.muted', fontWeight: '600', textStyle: 'small' },
  '& tbody th': { fontWeight: '600' },
})

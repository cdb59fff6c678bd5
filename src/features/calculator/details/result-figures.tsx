import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../../styled-system/css'
import { intlLocale, type Locale } from '../../../i18n/locales'
import { loadLaterCatalogue, useLaterCatalogue } from '../../../i18n/later-catalogues'
import { calculate, type CalculatorInput } from '../calculate'
import { calculatorFormat } from '../format'
import { oreToSek, rates } from '../../../config/rates'
import { useMaterialNames } from '../use-material-names'
import { ResultChart } from '../result-chart'
import { RatesSource } from '../rates-source'
import { staleMessage } from '../stale-message'

/** Its messages handed over to Lingui, in `locale` (calculator-result.tsx loads them with it). */
export const loadMessages = (locale: Locale) => loadLaterCatalogue(locale, 'calculator-details')

/** What the live region says of a calculation: its two sums, written the page's way. */
export function spokenResult(input: CalculatorInput, lang: Locale, i18n: I18n) {
  const figures = calculate(input)
  const fmt = calculatorFormat(lang)
  const fee = fmt.money(figures.environmentalFee)
  const withSystem = fmt.money(figures.feeWithSystem)
  return i18n._(
    msg({
      id: 'calculator-details.live.result',
      message: `Miljöavgiften är ${fee} per år. Med ett godkänt återanvändningssystem blir den ${withSystem}.`,
    }),
  )
}

/**
 * Every figure of a calculation with the rates it used; rows carry `data-figure` so tests can
 * read each value. Fetched with the first result (calculator-result.tsx), not with the page, and
 * the arithmetic (calculate.ts) and its messages (`calculator-details`) with it.
 * Above them, while they no longer match the form, the out-of-date mark (`stale`): in the same
 * chunk, so the figures never show without it.
 */
export function ResultFigures(props: { lang: Locale; input: CalculatorInput; stale: boolean }) {
  const { lang } = props
  useLaterCatalogue('calculator-details')
  const result = calculate(props.input)
  const { i18n } = useLingui()
  const fmt = calculatorFormat(lang)
  const names = useMaterialNames()
  const perKg = rates.perKg[result.material]
  const material = names[result.material]
  // Mid-sentence the name is lower case ("för plast", "for plastic").
  const materialInText = material.toLocaleLowerCase(intlLocale[lang])
  const co2Factor = fmt.number(rates.co2KgPerKg)
  const business = fmt.percent(result.businessPercentage)
  const privateShare = fmt.percent(result.privatePercentage)
  const co2 = fmt.kg(result.co2Kg)
  const savingPercent = fmt.percent(result.savingPercent)
  const businessRate = fmt.rate(oreToSek(perKg.businessOre))
  const privateRate = fmt.rate(oreToSek(perKg.privateOre))
  const systemRate = fmt.rate(oreToSek(perKg.withSystemOre))
  const appliesFrom = 'appliesFrom' in perKg ? fmt.date(perKg.appliesFrom) : undefined

  return (
    <div data-testid="calculator-result" className={css({ display: 'grid', gap: '4' })}>
      {props.stale && (
        <p id="calculator-stale" data-testid="calculator-stale" className={staleMark}>
          {i18n._(staleMessage)}
        </p>
      )}
      <dl className={list}>
        <Figure
          name="material"
          label={<Trans id="calculator-details.result.material">Material</Trans>}
        >
          {material}
        </Figure>
        <Figure
          name="shares"
          label={<Trans id="calculator-details.result.shares">Fördelning</Trans>}
        >
          <Trans id="calculator-details.result.sharesValue">
            Företag {business}, privatpersoner {privateShare}
          </Trans>
        </Figure>
        <Figure
          name="totalKg"
          label={<Trans id="calculator-details.result.totalKg">Total vikt per år</Trans>}
        >
          {fmt.kg(result.totalKg)}
        </Figure>
        <Figure
          name="businessKg"
          label={<Trans id="calculator-details.result.businessKg">Leveranser till företag</Trans>}
        >
          {fmt.kg(result.businessKg)}
        </Figure>
        <Figure
          name="businessCost"
          label={
            <Trans id="calculator-details.result.businessCost">
              Avgift för leveranser till företag
            </Trans>
          }
        >
          {fmt.money(result.businessCost)}
        </Figure>
        <Figure
          name="privateKg"
          label={
            <Trans id="calculator-details.result.privateKg">Leveranser till privatpersoner</Trans>
          }
        >
          {fmt.kg(result.privateKg)}
        </Figure>
        <Figure
          name="privateCost"
          label={
            <Trans id="calculator-details.result.privateCost">
              Avgift för leveranser till privatpersoner
            </Trans>
          }
        >
          {fmt.money(result.privateCost)}
        </Figure>
        <Figure
          name="environmentalFee"
          emphasis
          label={<Trans id="calculator-details.result.environmentalFee">Miljöavgift per år</Trans>}
        >
          {fmt.money(result.environmentalFee)}
        </Figure>
        <Figure
          name="co2"
          label={
            <Trans id="calculator-details.result.co2">Årlig miljöpåverkan från förpackningar</Trans>
          }
        >
          <Trans id="calculator-details.result.co2Value">{co2} CO₂e</Trans>
        </Figure>
      </dl>

      <div
        className={css({
          display: 'grid',
          gap: '2',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          pt: '4',
        })}
      >
        <h3 className={css({ fontWeight: '700', color: 'fg.default' })}>
          <Trans id="calculator-details.result.systemHeading">
            Med ett godkänt återanvändningssystem
          </Trans>
        </h3>
        <dl className={list}>
          <Figure
            name="feeWithSystem"
            label={
              <Trans id="calculator-details.result.feeWithSystem">
                Miljöavgift per år med systemet
              </Trans>
            }
          >
            {fmt.money(result.feeWithSystem)}
          </Figure>
          <Figure
            name="saving"
            emphasis
            label={<Trans id="calculator-details.result.saving">Möjlig besparing per år</Trans>}
          >
            {fmt.money(result.saving)}
          </Figure>
          <Figure
            name="savingPercent"
            label={<Trans id="calculator-details.result.savingPercent">Besparing i procent</Trans>}
          >
            {savingPercent}
          </Figure>
        </dl>
        <ResultChart lang={lang} result={result} />
      </div>

      <div className={css({ display: 'grid', gap: '2', textStyle: 'small', color: 'fg.muted' })}>
        {result.privateAtBusinessRate && (
          <p data-testid="calculator-private-rate-note">
            <Trans id="calculator-details.result.privateRateNote">
              Källan anger ingen avgift för privatpersoner för {materialInText}, så andelen till
              privatpersoner räknas här med företagsavgiften, {privateRate} per kg.
            </Trans>
          </p>
        )}
        <p data-testid="calculator-rates-note">
          <Trans id="calculator-details.result.ratesNote">
            Avgifter för {materialInText} per kg: {businessRate} till företag, {privateRate} till
            privatpersoner och {systemRate} med ett godkänt återanvändningssystem.
          </Trans>{' '}
          <RatesSource lang={lang} />
        </p>
        {appliesFrom && (
          <p data-testid="calculator-rates-from">
            <Trans id="calculator-details.result.ratesFrom">
              Avgifterna för {materialInText} gäller från {appliesFrom}.
            </Trans>
          </p>
        )}
        <p>
          <Trans id="calculator-details.result.co2Note">
            Miljöpåverkan är en uppskattning: {co2Factor}&nbsp;kg CO₂e per kg förpackning.
          </Trans>
        </p>
      </div>
    </div>
  )
}

function Figure(props: {
  name: string
  label: ReactNode
  emphasis?: boolean
  children: ReactNode
}) {
  return (
    <div data-figure={props.name} className={row}>
      <dt className={css({ color: 'fg.muted' })}>{props.label}</dt>
      <dd className={cx(value, props.emphasis && emphasized)}>{props.children}</dd>
    </div>
  )
}

// A value that does not fit beside its label wraps below it, still aligned right.
const value = css({
  ml: 'auto',
  fontWeight: '600',
  color: 'fg.default',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})
const emphasized = css({ fontWeight: '800', fontSize: 'xl', color: 'fg.brand' })
const list = css({ display: 'grid', gap: '2' })
// A border, not only a background: it stays in forced colours and in print.
const staleMark = css({
  p: '3',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  borderColor: 'border.warning',
  borderRadius: 'md',
  bg: 'bg.accent',
  color: 'fg.default',
  fontWeight: '600',
})
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: '4',
  rowGap: '0.5',
  flexWrap: 'wrap',
})

import { formatDate, formatSek, intlNumber } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { rates } from '../../config/rates'

/**
 * Number formatting for the calculator, by the active locale: sv-SE writes "104 200 kr" and
 * "96,4 %", en-GB "SEK 104,200" and "96.4%". Whole amounts drop the öre ("3 100 kr"), others show
 * two decimals ("41,15 kr", "1,05 kr"). Inputs are finite and never negative zero (calculate.ts).
 */
export interface CalculatorFormat {
  money: (sek: number) => string
  /** A fee per kg, always with two decimals ("4,10 kr"). */
  rate: (sek: number) => string
  kg: (kg: number) => string
  percent: (percent: number) => string
  number: (value: number) => string
  date: (iso: string) => string
}

const cents = { style: 'currency', currency: rates.currency, minimumFractionDigits: 2 } as const
// A weight shows every decimal it has: the fee is computed from the exact weight (calculate.ts),
// so "1,0004 kg" must not read "1 kg" beside 13,76 kr. (Intl writes a double's shortest decimal.)
const kg = { style: 'unit', unit: 'kilogram', maximumFractionDigits: 20 } as const
const percent = { style: 'percent', maximumFractionDigits: 1 } as const

/** The calculator's formats for a locale (the Intl formatters behind them are cached by Lingui). */
export function calculatorFormat(lang: Locale): CalculatorFormat {
  return {
    money: (sek) => formatSek(sek, lang),
    rate: (sek) => intlNumber(lang, sek, cents),
    kg: (value) => intlNumber(lang, value, kg),
    percent: (value) => intlNumber(lang, value / 100, percent),
    number: (value) => intlNumber(lang, value, { maximumFractionDigits: 3 }),
    date: (iso) => formatDate(iso, lang),
  }
}

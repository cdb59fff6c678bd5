import { intlLocale, type Locale } from '../../i18n/locales'
import { rates } from './rates'

/**
 * Number formatting for the calculator, by the active locale: sv-SE writes "137 500 kr" and
 * "98,2 %", en-GB "SEK 137,500" and "98.2%". Whole amounts drop the öre ("2 500 kr"), others show
 * two decimals ("68,75 kr", "1,25 kr"). Inputs are finite and never negative zero (calculate.ts).
 */
export interface CalculatorFormat {
  money: (sek: number) => string
  /** A fee per kg, always with two decimals ("2,75 kr"). */
  rate: (sek: number) => string
  kg: (kg: number) => string
  percent: (percent: number) => string
  number: (value: number) => string
  date: (iso: string) => string
}

const cache = new Map<Locale, CalculatorFormat>()

export function calculatorFormat(lang: Locale): CalculatorFormat {
  const cached = cache.get(lang)
  if (cached) return cached
  const locale = intlLocale[lang]
  const currency = { style: 'currency', currency: rates.currency } as const
  const whole = new Intl.NumberFormat(locale, { ...currency, maximumFractionDigits: 0 })
  const cents = new Intl.NumberFormat(locale, { ...currency, minimumFractionDigits: 2 })
  const kg = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 3,
  })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const format: CalculatorFormat = {
    money: (sek) => (Number.isInteger(sek) ? whole : cents).format(sek),
    rate: (sek) => cents.format(sek),
    kg: (value) => kg.format(value),
    percent: (value) => percent.format(value / 100),
    number: (value) => number.format(value),
    date: (iso) => date.format(new Date(`${iso}T00:00:00Z`)),
  }
  cache.set(lang, format)
  return format
}

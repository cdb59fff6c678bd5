import { intlLocale, type Locale } from '../../i18n/locales'

// Figures on the marketing pages are formatted for the reader's locale, never typed into copy:
// sv "137 500 kr", "2,75 kr/kg", "30 %"; en "SEK 137,500", "SEK 2.75/kg", "30%".

const fractionDigits = (value: number, max: number) =>
  Number.isInteger(value) ? 0 : Math.min(max, String(value).split('.')[1]?.length ?? 0)

/** Plain number: 137500 -> sv "137 500", en "137,500"; decimals as given (1.5 -> "1,5"). */
export function formatNumber(value: number, lang: Locale): string {
  const digits = fractionDigits(value, 2)
  return new Intl.NumberFormat(intlLocale[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** Amount in Swedish kronor: 137500 -> sv "137 500 kr", en "SEK 137,500"; 2.75 -> "2,75 kr". */
export function formatSek(value: number, lang: Locale): string {
  const digits = Number.isInteger(value) ? 0 : 2
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** Fee per kilogram: sv "2,75 kr/kg", en "SEK 2.75/kg". */
export const formatSekPerKg = (value: number, lang: Locale) => `${formatSek(value, lang)}/kg`

/**
 * Percentage given in percent (40 -> "40 %" / "40%"). `signed` shows "+40 %" and "−30 %" for
 * changes; plain figures such as a return rate stay unsigned.
 */
export function formatPercent(
  value: number,
  lang: Locale,
  opts: { signed?: boolean } = {},
): string {
  const digits = fractionDigits(value, 1)
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: opts.signed ? 'exceptZero' : 'auto',
  }).format(value / 100)
}

/** Large round figures in words: 35 000 000 -> sv "35 miljoner", en "35 million". */
export function formatCompact(value: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value)
}

/** A calendar date in words: 2026-01-01 -> sv "1 januari 2026", en "1 January 2026". */
export function formatDate(isoDate: string, lang: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

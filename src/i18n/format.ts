import { formats } from '@lingui/core'
import { intlLocale, type Locale } from './locales'

// Figures on the marketing pages are formatted for the reader's locale, never typed into copy:
// sv "104 200 kr", "4,15 kr/kg", "17 %"; en "SEK 104,200", "SEK 4.15/kg", "17%".
//
// Through Lingui's `formats`, which keeps one Intl formatter per locale and options: building a
// formatter is the costly part (the first DateTimeFormat of a visit loads ICU data: 8-14 ms of a
// throttled navigation to /producentansvar in bench:nav's profile), and such a page formats dozens
// of figures on every render.

/**
 * Any number with explicit Intl options, in the page's locale (the one formatter cache). A figure
 * stays on one line with its digit groups and its unit: any plain space Intl writes becomes a
 * no-break space (Intl writes one before "%" and "kr" already, but a plain one in the compact
 * notation's "miljoner"). The messages put a no-break space between a figure and a unit of their
 * own ("{tonnes}&nbsp;ton"; tests/unit/format.test.ts checks both catalogues). A minus is the
 * typographic one in both languages: sv-SE's Intl writes U+2212 already, en-GB a hyphen.
 */
export const intlNumber = (lang: Locale, value: number, options: Intl.NumberFormatOptions) =>
  formats.number(intlLocale[lang], value, options).replaceAll(' ', '\u00a0').replace('-', '\u2212')

const fractionDigits = (value: number, max: number) =>
  Number.isInteger(value) ? 0 : Math.min(max, String(value).split('.')[1]?.length ?? 0)

/** Plain number: 104200 -> sv "104 200", en "104,200"; decimals as given (1.5 -> "1,5"). */
export function formatNumber(value: number, lang: Locale): string {
  const digits = fractionDigits(value, 2)
  return intlNumber(lang, value, { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** Amount in Swedish kronor: 104200 -> sv "104 200 kr", en "SEK 104,200"; 4.15 -> "4,15 kr". */
export function formatSek(value: number, lang: Locale): string {
  const digits = Number.isInteger(value) ? 0 : 2
  return intlNumber(lang, value, {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

/** Fee per kilogram: sv "4,15 kr/kg", en "SEK 4.15/kg". */
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
  return intlNumber(lang, value / 100, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: opts.signed ? 'exceptZero' : 'auto',
  })
}

/** Large round figures in words: 35 000 000 -> sv "35 miljoner", en "35 million". */
export function formatCompact(value: number, lang: Locale): string {
  return intlNumber(lang, value, {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 1,
  })
}

/** A calendar date in words: 2026-01-01 -> sv "1 januari 2026", en "1 January 2026". */
export function formatDate(isoDate: string, lang: Locale): string {
  return formats.date(intlLocale[lang], new Date(`${isoDate}T00:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
}

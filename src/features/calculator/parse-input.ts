import type { Locale } from '../../i18n/locales'

/**
 * Turns what a visitor typed into a number the calculator can trust. Pure and locale-aware:
 * Swedes write a decimal comma ("2,5") and group thousands with spaces ("10 000"); in English
 * "10,000" is ten thousand, but a comma that cannot be a thousands separator (not followed by exactly
 * three digits, or after a leading 0: "2,5", "0,333", "00,500") is read as a decimal comma, because
 * Swedish visitors also use the English page. Never a silent ×1000.
 *
 * Only plain digit strings are numbers: exponents ("1e309"), "NaN", "Infinity", doubled signs,
 * non-ASCII digits and markup are unparsable. The spec counts unparsable values as 0; the form
 * also tells the visitor why. Negative numbers and values beyond the bounds below block the result.
 */

import { MAX_TRANSPORTS, MAX_WEIGHT_KG } from './bounds'

export { MAX_TRANSPORTS, MAX_WEIGHT_KG }

type InputProblem = 'negative' | 'tooLarge' | 'notInteger'

export type ParsedInput =
  | { kind: 'empty'; value: 0 }
  | { kind: 'number'; value: number }
  /** Counts as 0 (spec); the field says "Enter a number". */
  | { kind: 'notANumber'; value: 0 }
  /** Blocks the calculation; the field says what is wrong. */
  | { kind: 'invalid'; problem: InputProblem }

// Spaces a visitor (or a copy from Intl output) may use to group thousands.
const SPACES = /[\s\u00a0\u202f\u2009]/g
// U+2212 is the minus sign sv-SE Intl output uses; a visitor may paste it back.
const MINUS = /^\u2212/
// A thousands group never starts with 0 ("0,333", "00,500", "0 500" are not thousands) and
// always has exactly three digits after each separator ("2,5" and "1,2345" are not either).
const SPACE_GROUPS = /^[+-]?[1-9]\d{0,2}(?: \d{3})+(?:[.,]\d+)?$/
const COMMA_GROUPS = /^[+-]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/
const PLAIN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/

/** The number in `raw`, or null when it is not a plain decimal number. Never NaN or ±Infinity. */
export function parseDecimal(raw: string, lang: Locale): number | null {
  const text = raw.trim().replace(SPACES, ' ').replace(MINUS, '-')
  let normalized: string
  if (SPACE_GROUPS.test(text)) normalized = text.replace(/ /g, '').replace(',', '.')
  else if (lang === 'en' && COMMA_GROUPS.test(text)) normalized = text.replace(/,/g, '')
  else if (PLAIN.test(text)) normalized = text.replace(',', '.')
  else return null
  const value = Number(normalized)
  // 10 000 digits are a valid digit string but overflow to Infinity: that is "too large", not NaN.
  if (Number.isNaN(value)) return null
  return value === 0 ? 0 : value // no negative zero
}

function parseBounded(raw: string, lang: Locale, max: number, integer: boolean): ParsedInput {
  if (raw.trim() === '') return { kind: 'empty', value: 0 }
  const value = parseDecimal(raw, lang)
  if (value === null) return { kind: 'notANumber', value: 0 }
  if (value < 0) return { kind: 'invalid', problem: 'negative' }
  if (value > max) return { kind: 'invalid', problem: 'tooLarge' }
  if (integer && !Number.isInteger(value)) return { kind: 'invalid', problem: 'notInteger' }
  return { kind: 'number', value }
}

/** Load carriers per year: a whole number from 0 to MAX_TRANSPORTS. */
export const parseTransports = (raw: string, lang: Locale) =>
  parseBounded(raw, lang, MAX_TRANSPORTS, true)

/** Average weight per carrier in kg: a decimal from 0 to MAX_WEIGHT_KG. */
export const parseWeight = (raw: string, lang: Locale) =>
  parseBounded(raw, lang, MAX_WEIGHT_KG, false)

/** The number a parsed input contributes to the calculation (unparsable and empty count as 0). */
export const inputValue = (parsed: ParsedInput) => (parsed.kind === 'invalid' ? 0 : parsed.value)

/** How a number is written back into a field, in the visitor's locale ("2,5" in Swedish). */
export const formatInput = (value: number, lang: Locale) => {
  // Intl, not String(): String(1e-7) is "1e-7", which the parser rightly refuses.
  const text = plainNumber.format(value + 0) // never "-0"
  return lang === 'sv' ? text.replace('.', ',') : text
}

const plainNumber = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
})

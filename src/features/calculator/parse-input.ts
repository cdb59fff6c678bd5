import type { Locale } from '../../i18n/locales'

/**
 * Turns what a visitor typed into a number the calculator can trust. Pure, and the same in both
 * languages, because both audiences use both pages: Swedes write a decimal comma ("2,5") and group
 * thousands with spaces ("10 000") or points ("10.000"), English speakers write "10,000" and
 * "2.5". Never a silent ×1000 or ÷1000: no grouping is ever read as a small number.
 *
 * The rule, per shape (a thousands group never starts with 0, and has exactly three digits):
 * - Space groups ("10 000", "1 234,5"), several groups with one mark ("1.000.000",
 *   "1,000,000"), or groups followed by the other mark's decimals ("1.234,5", "1,234.5"): only
 *   thousands can be meant.
 * - One point or comma followed by exactly three digits ("2.000", "2,000", "1,250"): thousands
 *   or three decimals. For a count of carriers (whole numbers) only thousands make sense, so it
 *   is read so. For a weight both do (1,250 kg is a plastic crate in Swedish and a container in
 *   English), so it is refused as ambiguous and the field says how to write either.
 * - Anything else with one mark is a decimal, with a point or a comma ("2,5", "0,333", "12.34").
 *
 * Only plain digit strings are numbers: exponents ("1e309"), "NaN", "Infinity", doubled signs,
 * non-ASCII digits and markup are unparsable. The spec counts unparsable values as 0; the form
 * also tells the visitor why. Negative numbers, ambiguous ones and values beyond the bounds below
 * block the result.
 */

/** More load carriers per year than any single company handles; keeps every sum exact in öre. */
export const MAX_TRANSPORTS = 100_000_000
/** Heavier than any load carrier (a steel container is well below this). */
export const MAX_WEIGHT_KG = 10_000

type InputProblem = 'negative' | 'tooLarge' | 'notInteger' | 'ambiguous'

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
const SPACE_GROUPS = /^[+-]?[1-9]\d{0,2}(?: \d{3})+(?:[.,]\d+)?$/
// Groups with one mark (captured), then optionally decimals after the other mark.
const MARK_GROUPS = /^[+-]?[1-9]\d{0,2}([.,])\d{3}(?:\1\d{3})*(?:(?!\1)[.,]\d+)?$/
const ONE_GROUP = /^[+-]?[1-9]\d{0,2}[.,]\d{3}$/
const PLAIN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/

/** How a plain reading of `raw` ends: a number, an ambiguous grouping, or not a number (null). */
export type Reading = number | 'ambiguous' | null

/**
 * The number in `raw` (never NaN or ±Infinity), 'ambiguous' for one group of three digits when
 * the value may have decimals, or null when it is not a plain decimal number.
 */
export function parseDecimal(raw: string, opts: { whole: boolean }): Reading {
  const text = raw.trim().replace(SPACES, ' ').replace(MINUS, '-')
  let normalized: string
  if (SPACE_GROUPS.test(text)) normalized = text.replace(/ /g, '').replace(',', '.')
  else if (ONE_GROUP.test(text) && !opts.whole) return 'ambiguous'
  else if (MARK_GROUPS.test(text)) {
    const mark = MARK_GROUPS.exec(text)![1]!
    normalized = text.split(mark).join('').replace(',', '.')
  } else if (PLAIN.test(text)) normalized = text.replace(',', '.')
  else return null
  const value = Number(normalized)
  // 10 000 digits are a valid digit string but overflow to Infinity: that is "too large", not NaN.
  if (Number.isNaN(value)) return null
  return value === 0 ? 0 : value // no negative zero
}

function parseBounded(raw: string, max: number, whole: boolean): ParsedInput {
  if (raw.trim() === '') return { kind: 'empty', value: 0 }
  const value = parseDecimal(raw, { whole })
  if (value === null) return { kind: 'notANumber', value: 0 }
  if (value === 'ambiguous') return { kind: 'invalid', problem: 'ambiguous' }
  if (value < 0) return { kind: 'invalid', problem: 'negative' }
  if (value > max) return { kind: 'invalid', problem: 'tooLarge' }
  if (whole && !Number.isInteger(value)) return { kind: 'invalid', problem: 'notInteger' }
  return { kind: 'number', value }
}

/** Load carriers per year: a whole number from 0 to MAX_TRANSPORTS. */
export const parseTransports = (raw: string) => parseBounded(raw, MAX_TRANSPORTS, true)

/** Average weight per carrier in kg: a decimal from 0 to MAX_WEIGHT_KG. */
export const parseWeight = (raw: string) => parseBounded(raw, MAX_WEIGHT_KG, false)

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

/**
 * Rounds half away from zero to `decimals` places, for what is not money (the saving's percent,
 * the weight field's arrow step). toPrecision(15) first drops the binary noise of float sums
 * (1000.25 + 0.1 = 1000.35000000000002). Never returns negative zero.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0
  const factor = 10 ** decimals
  const scaled = Number((value * factor).toPrecision(15))
  const rounded = (Math.sign(scaled) * Math.round(Math.abs(scaled))) / factor
  return rounded === 0 ? 0 : rounded
}

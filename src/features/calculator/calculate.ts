import { rates, type Material } from '../../config/rates'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG, roundTo } from './parse-input'

export interface CalculatorInput {
  /** Load carriers per year. */
  transports: number
  /** Average weight per carrier, kg. */
  weightKg: number
  material: Material
  /** Share of the deliveries that go to businesses, 0–100 (the rest go to private persons). */
  businessPercentage: number
}

export interface CalculationResult {
  material: Material
  businessPercentage: number
  privatePercentage: number
  /** transports × weight, kg, exact (as near as a double holds it; it is shown as such). */
  totalKg: number
  /** Business deliveries: totalKg × business share, kg. */
  businessKg: number
  /** Private deliveries: totalKg × private share, kg. */
  privateKg: number
  /** SEK, from the exact weight, rounded once to whole öre. */
  businessCost: number
  privateCost: number
  /** businessCost + privateCost, SEK. */
  environmentalFee: number
  /**
   * totalKg × rates.co2KgPerKg: the spec's "annual environmental impact from packaging", kg CO2e,
   * exact as the weight is (rounded to the gram, a gram's fraction read as the whole gram).
   */
  co2Kg: number
  /** The same weight at the approved reuse system's rate, SEK. */
  feeWithSystem: number
  /** environmentalFee − feeWithSystem, SEK. */
  saving: number
  /** saving as a share of environmentalFee, percent with one decimal (0 when there is no fee). */
  savingPercent: number
  /** True when the private share was charged at the business rate (no household rate known). */
  privateAtBusinessRate: boolean
}

/** A finite, non-negative number (anything else counts as 0, like an unparsable input). */
const sane = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/**
 * The form's bounds (parse-input.ts), held here too: within them every amount is exact in öre, and
 * a caller that skipped the form's check gets an error, not a fee that lost öre on the way.
 */
function withinBounds(input: CalculatorInput) {
  for (const [name, value, max] of [
    ['transports', input.transports, MAX_TRANSPORTS],
    ['weightKg', input.weightKg, MAX_WEIGHT_KG],
  ] as const)
    if (value > max) throw new RangeError(`calculate(): ${name} ${value} is over ${max}`)
}

/**
 * `value` as an exact decimal, [units, scale] for units × 10^-scale. Its shortest decimal (what
 * String gives, and what the URL and the field show) is the value the visitor typed: "1,0004"
 * is 10004 × 10^-4, not the binary double near it.
 */
function exact(value: number): [bigint, number] {
  const [digits = '0', exponent = '0'] = String(sane(value)).split('e')
  const [whole = '', fraction = ''] = digits.split('.')
  const scale = fraction.length - Number(exponent)
  const units = BigInt(whole + fraction)
  return scale < 0 ? [units * 10n ** BigInt(-scale), 0] : [units, scale]
}

/**
 * n / d rounded half up (both are non-negative): the one rounding of an exact amount, in öre. An
 * amount a double cannot hold exactly is refused (new rates far above today's could reach that).
 */
function divide(n: bigint, d: bigint) {
  const ore = (2n * n + d) / (2n * d)
  if (ore > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`calculate(): ${ore} öre is inexact`)
  return Number(ore)
}

/** units × 10^-scale as a number: the nearest double to the exact decimal. */
const decimal = (units: bigint, scale: number) => Number(`${units}e-${scale}`)

/**
 * The environmental fee as the spec defines it (§9): totalKg = transports × weight;
 * businessCost = totalKg × business share × business rate; privateCost = totalKg × private share ×
 * private rate; fee = sum. Integer arithmetic (BigInt: the products outgrow a double's 53 bits)
 * over the exact product of what was typed, each amount rounded once, to whole öre, at the end;
 * the fee is the exact sum of the two lines shown. Pure: the same input always gives the same
 * result.
 */
export function calculate(input: CalculatorInput): CalculationResult {
  withinBounds(input)
  const material = input.material
  const perKg = rates.perKg[material]
  const businessPercentage = Math.min(100, Math.round(sane(input.businessPercentage)))
  const privatePercentage = 100 - businessPercentage

  // The total weight, exactly: kg × 10^-scale.
  const [transports, transportsScale] = exact(input.transports)
  const [weight, weightScale] = exact(input.weightKg)
  const kg = transports * weight
  const scale = transportsScale + weightScale
  const perKgUnit = 10n ** BigInt(scale)
  const business = kg * BigInt(businessPercentage)
  const privately = kg * BigInt(privatePercentage)

  const businessOre = divide(business * BigInt(perKg.businessOre), perKgUnit * 100n)
  const privateOre = divide(privately * BigInt(perKg.privateOre), perKgUnit * 100n)
  const feeOre = businessOre + privateOre
  const withSystemOre = divide(kg * BigInt(perKg.withSystemOre), perKgUnit)
  const savingOre = Math.max(0, feeOre - withSystemOre)
  const totalKg = decimal(kg, scale)
  const [co2PerKg, co2Scale] = exact(rates.co2KgPerKg)

  return {
    material,
    businessPercentage,
    privatePercentage,
    totalKg,
    businessKg: decimal(business, scale + 2),
    privateKg: decimal(privately, scale + 2),
    businessCost: businessOre / 100,
    privateCost: privateOre / 100,
    environmentalFee: feeOre / 100,
    co2Kg: decimal(kg * co2PerKg, scale + co2Scale),
    feeWithSystem: withSystemOre / 100,
    saving: savingOre / 100,
    savingPercent: feeOre > 0 ? roundTo((savingOre / feeOre) * 100, 1) : 0,
    privateAtBusinessRate: !perKg.privateRateKnown,
  }
}

import { rates, type Material } from '../../config/rates'

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
  /** transports × weight, kg. */
  totalKg: number
  /** Business deliveries: totalKg × business share, kg. */
  businessKg: number
  /** Private deliveries: totalKg × private share, kg. */
  privateKg: number
  /** SEK, rounded to whole öre. */
  businessCost: number
  privateCost: number
  /** businessCost + privateCost, SEK. */
  environmentalFee: number
  /** totalKg × 0.8: the spec's "annual environmental impact from packaging", kg CO2e. */
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

/**
 * Rounds half away from zero to `decimals` places. toPrecision(15) first drops the binary noise
 * of float products (0.3 × 100 × 275 / 100 = 82.50000000000001), so 82.5 öre rounds to 83 and
 * never to 82 by accident. Never returns negative zero.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0
  const factor = 10 ** decimals
  const scaled = Number((value * factor).toPrecision(15))
  const rounded = (Math.sign(scaled) * Math.round(Math.abs(scaled))) / factor
  return rounded === 0 ? 0 : rounded
}

/** A finite, non-negative number (anything else counts as 0, like an unparsable input). */
const sane = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/**
 * The environmental fee as the spec defines it (§9): totalKg = transports × weight;
 * businessCost = totalKg × business share × business rate; privateCost = totalKg × private share ×
 * private rate; fee = sum. Costs are computed in öre and rounded once per line, so the fee is the
 * exact sum of the two lines shown. Pure: the same input always gives the same result.
 */
export function calculate(input: CalculatorInput): CalculationResult {
  const material = input.material
  const perKg = rates.perKg[material]
  const businessPercentage = Math.min(100, Math.round(sane(input.businessPercentage)))
  const privatePercentage = 100 - businessPercentage

  const totalKg = roundTo(sane(input.transports) * sane(input.weightKg), 3)
  const businessKg = roundTo((totalKg * businessPercentage) / 100, 3)
  const privateKg = roundTo((totalKg * privatePercentage) / 100, 3)

  const businessOre = roundTo((totalKg * businessPercentage * perKg.businessOre) / 100, 0)
  const privateOre = roundTo((totalKg * privatePercentage * perKg.privateOre) / 100, 0)
  const feeOre = businessOre + privateOre
  const withSystemOre = roundTo(totalKg * perKg.withSystemOre, 0)
  const savingOre = Math.max(0, feeOre - withSystemOre)

  return {
    material,
    businessPercentage,
    privatePercentage,
    totalKg,
    businessKg,
    privateKg,
    businessCost: businessOre / 100,
    privateCost: privateOre / 100,
    environmentalFee: feeOre / 100,
    co2Kg: roundTo(totalKg * rates.co2KgPerKg, 3),
    feeWithSystem: withSystemOre / 100,
    saving: savingOre / 100,
    savingPercent: feeOre > 0 ? roundTo((savingOre / feeOre) * 100, 1) : 0,
    privateAtBusinessRate: !perKg.privateRateKnown,
  }
}

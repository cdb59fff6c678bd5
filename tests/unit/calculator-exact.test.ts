import { describe, expect, it } from 'vitest'
import { calculate, type CalculatorInput } from '../../src/features/calculator/calculate'
import { materials, rates, type Material } from '../../src/config/rates'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG } from '../../src/features/calculator/parse-input'
import { exactProduct, expectedFees, halfUp, toExact } from './exact-fees'

// The fee is computed from the exact weight, in whole öre rounded once at the end: rounding the
// total to the gram first would charge 1 × 1,0004 kg to private persons as 1 kg.

const input = (
  transports: number,
  weightKg: number,
  businessPercentage: number,
  material: Material = 'wood',
): CalculatorInput => ({ transports, weightKg, material, businessPercentage })

describe('calculate: the fee from the exact weight', () => {
  it('1 × 1,0004 kg of wood, all to private persons: the fee of 1,0004 kg, not of 1 kg', () => {
    const result = calculate(input(1, 1.0004, 0))
    expect(result).toMatchObject({
      totalKg: 1.0004,
      privateKg: 1.0004,
      ...expectedFees(1, '1.0004', 0, 'wood'),
    })
  })

  it('rounds each amount once, from the exact product, not from a total rounded to the gram', () => {
    // 2 × 0.0009 kg = 0.0018 kg, not 0.002 kg
    expect(calculate(input(2, 0.0009, 0)).privateCost).toBe(
      expectedFees(2, '0.0009', 0, 'wood').privateCost,
    )
    expect(calculate(input(7, 0.0001, 100)).environmentalFee).toBe(
      expectedFees(7, '0.0001', 100, 'wood').environmentalFee,
    )
    // half an öre rounds up
    expect(calculate(input(1, 0.002, 100)).businessCost).toBe(
      expectedFees(1, '0.002', 100, 'wood').businessCost,
    )
    expect(calculate(input(3, 0.1, 100)).businessCost).toBe(
      expectedFees(3, '0.1', 100, 'wood').businessCost,
    )
    // a share of an odd weight: each line rounded once, the fee their sum
    const split = calculate(input(1, 1.0004, 33))
    expect(split).toMatchObject({
      businessKg: 0.330132,
      privateKg: 0.670268,
      ...expectedFees(1, '1.0004', 33, 'wood'),
    })
  })

  it('stays exact where a double would not: the largest input with the most decimals', () => {
    // 100 000 000 × 9 999,9999 kg = 999 999 990 000 kg
    const result = calculate(input(100_000_000, 9999.9999, 0))
    expect(result.totalKg).toBe(999_999_990_000)
    expect(result.environmentalFee).toBe(
      expectedFees(100_000_000, '9999.9999', 0, 'wood').environmentalFee,
    )
    expect(calculate(input(99_999_999, 0.07, 0)).environmentalFee).toBe(
      expectedFees(99_999_999, '0.07', 0, 'wood').environmentalFee,
    )
  })

  it('the CO₂e estimate is the exact product too, never rounded up to a gram it is not', () => {
    // 1 × 0.001 kg: a fraction of the gram the weight is, not the gram itself
    for (const [transports, weightKg] of [
      [1, 0.001],
      [7, 0.0001],
      [3, 1.0004],
      [100_000_000, 9999.9999],
    ] as const)
      expect(calculate(input(transports, weightKg, 100)).co2Kg).toBe(
        exactProduct(calculate(input(transports, weightKg, 100)).totalKg, rates.co2KgPerKg),
      )
    expect(calculate(input(1, 0.001, 100)).co2Kg).toBeLessThan(0.001)
  })

  it('reads a tiny number written with an exponent exactly (1e-7 kg)', () => {
    // 10 000 000 × 1e-7 kg = 1 kg
    expect(calculate(input(10_000_000, 1e-7, 100)).businessCost).toBe(
      rates.perKg.wood.businessOre / 100,
    )
  })

  it('refuses input beyond the form’s bounds instead of losing öre', () => {
    expect(() => calculate(input(1e21, 1, 100))).toThrow(RangeError)
    expect(() => calculate(input(MAX_TRANSPORTS + 1, 1, 100))).toThrow(RangeError)
    expect(() => calculate(input(1, MAX_WEIGHT_KG * 1.5, 100))).toThrow(RangeError)
    expect(() => calculate(input(1, Infinity, 100))).toThrow(RangeError)
    // At both bounds every amount is still a whole number of öre.
    for (const material of materials) {
      const { businessOre, privateOre } = rates.perKg[material]
      const atBounds = calculate(input(MAX_TRANSPORTS, MAX_WEIGHT_KG, 50, material))
      const kg = BigInt(MAX_TRANSPORTS * MAX_WEIGHT_KG)
      expect(atBounds.environmentalFee, material).toBe(
        Number((kg * BigInt(businessOre + privateOre)) / 2n) / 100,
      )
    }
  })
})

// The reference: rational arithmetic on the decimal strings themselves (exact-fees.ts).

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('calculate: a random cross-check against exact rational arithmetic', () => {
  it('2 000 random inputs: every amount in whole öre as the exact product rounds it', () => {
    const next = random(32)
    const int = (max: number) => Math.floor(next() * (max + 1))
    for (let i = 0; i < 2000; i++) {
      const transports = int([10, 1000, 100_000_000][int(2)]!)
      const decimals = int(6)
      const weightText = `${int(9999)}.${String(int(10 ** decimals - 1)).padStart(decimals, '0')}`
      const share = int(100)
      const material = materials[int(2)]!
      const r = rates.perKg[material]
      const [w, unit] = toExact(weightText)
      const kg = BigInt(transports) * w
      const expected = {
        business: halfUp(kg * BigInt(share) * BigInt(r.businessOre), unit * 100n),
        private: halfUp(kg * BigInt(100 - share) * BigInt(r.privateOre), unit * 100n),
        withSystem: halfUp(kg * BigInt(r.withSystemOre), unit),
      }
      const result = calculate(input(transports, Number(weightText), share, material))
      const at = `${transports} × ${weightText} kg ${material}, ${share} %`
      expect(result.businessCost, at).toBe(Number(expected.business) / 100)
      expect(result.privateCost, at).toBe(Number(expected.private) / 100)
      expect(result.environmentalFee, at).toBe(Number(expected.business + expected.private) / 100)
      expect(result.feeWithSystem, at).toBe(Number(expected.withSystem) / 100)
      expect(result.totalKg, at).toBe(Number(`${kg}e-${unit.toString().length - 1}`))
    }
  })
})

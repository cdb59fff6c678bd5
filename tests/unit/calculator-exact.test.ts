import { describe, expect, it } from 'vitest'
import { calculate, type CalculatorInput } from '../../src/features/calculator/calculate'
import { materials, rates, type Material } from '../../src/config/rates'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG } from '../../src/features/calculator/parse-input'

// Issue 32 item 6: the fee is computed from the exact weight, in whole öre rounded once at the
// end. Before, the total was rounded to the gram first: 1 × 1,0004 kg to private persons gave
// 13,75 kr instead of 13,76 (1.0004 × 13.75 = 13.7555).

const input = (
  transports: number,
  weightKg: number,
  businessPercentage: number,
  material: Material = 'wood',
): CalculatorInput => ({ transports, weightKg, material, businessPercentage })

describe('calculate: the fee from the exact weight', () => {
  it('1 × 1,0004 kg of wood, all to private persons: 13,76 kr', () => {
    const result = calculate(input(1, 1.0004, 0))
    expect(result).toMatchObject({
      totalKg: 1.0004,
      privateKg: 1.0004,
      privateCost: 13.76,
      environmentalFee: 13.76,
      feeWithSystem: 0.05, // 5.002 öre
    })
  })

  it('rounds each amount once, from the exact product, not from a total rounded to the gram', () => {
    // 2 × 0.0009 kg = 0.0018 kg × 1375 öre = 2.475 öre -> 2 (from 0.002 kg it was 2.75 -> 3)
    expect(calculate(input(2, 0.0009, 0)).privateCost).toBe(0.02)
    // 7 × 0.0001 kg = 0.0007 kg × 275 öre = 0.1925 öre -> 0
    expect(calculate(input(7, 0.0001, 100)).environmentalFee).toBe(0)
    // half an öre rounds up: 0.002 kg × 275 = 0.55 öre -> 1; 0.3 kg × 275 = 82.5 öre -> 83
    expect(calculate(input(1, 0.002, 100)).businessCost).toBe(0.01)
    expect(calculate(input(3, 0.1, 100)).businessCost).toBe(0.83)
    // a share of an odd weight: 1.0004 kg × 33 % × 2.75 + 1.0004 kg × 67 % × 13.75
    // = 0.907863 + 9.216185 SEK -> 0.91 + 9.22
    const split = calculate(input(1, 1.0004, 33))
    expect(split).toMatchObject({
      businessKg: 0.330132,
      privateKg: 0.670268,
      businessCost: 0.91,
      privateCost: 9.22,
      environmentalFee: 10.13,
    })
  })

  it('stays exact where a double would not: the largest input with the most decimals', () => {
    // 100 000 000 × 9 999,9999 kg = 999 999 990 000 kg; × 13.75 = 13 749 999 862 500 SEK
    const result = calculate(input(100_000_000, 9999.9999, 0))
    expect(result.totalKg).toBe(999_999_990_000)
    expect(result.environmentalFee).toBe(13_749_999_862_500)
    // 99 999 999 × 0.07 kg × 13.75 SEK = 96 249 999.0375 SEK -> 96 249 999.04
    expect(calculate(input(99_999_999, 0.07, 0)).environmentalFee).toBe(96_249_999.04)
  })

  it('the CO₂e estimate is the exact product too, never rounded up to a gram it is not', () => {
    // 1 × 0.001 kg × 0.8 = 0.0008 kg (rounded to the gram it read 0.001 kg, the weight itself)
    expect(calculate(input(1, 0.001, 100)).co2Kg).toBe(0.0008)
    expect(calculate(input(7, 0.0001, 100)).co2Kg).toBe(0.00056)
    expect(calculate(input(3, 1.0004, 100)).co2Kg).toBe(2.40096)
    expect(calculate(input(100_000_000, 9999.9999, 0)).co2Kg).toBe(799_999_992_000)
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

// The reference: rational arithmetic on the decimal strings themselves (no Number on the way).
const toExact = (text: string): [bigint, bigint] => {
  const [whole, fraction = ''] = text.split('.')
  return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)]
}
/** n/d rounded half up to an integer (non-negative). */
const halfUp = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n)

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

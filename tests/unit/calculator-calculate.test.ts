import { describe, expect, it } from 'vitest'
import {
  calculate,
  type CalculationResult,
  type CalculatorInput,
} from '../../src/features/calculator/calculate'
import { roundTo } from '../../src/features/calculator/parse-input'
import { materials, rates } from '../../src/config/rates'

const wood = (transports: number, weightKg: number, businessPercentage = 100): CalculatorInput => ({
  transports,
  weightKg,
  material: 'wood',
  businessPercentage,
})

/** Every number of a result is finite and never negative zero. */
function expectSane(result: CalculationResult) {
  for (const [key, value] of Object.entries(result)) {
    if (typeof value !== 'number') continue
    expect(Number.isFinite(value), key).toBe(true)
    expect(Object.is(value, -0), key).toBe(false)
    expect(value, key).toBeGreaterThanOrEqual(0)
  }
}

describe('calculate: the spec examples', () => {
  it('50 tonnes of wood to businesses: 137 500 SEK a year, 2 500 SEK with an approved system', () => {
    const result = calculate(wood(2000, 25))
    expect(result).toMatchObject({
      totalKg: 50_000,
      businessKg: 50_000,
      privateKg: 0,
      businessCost: 137_500,
      privateCost: 0,
      environmentalFee: 137_500,
      co2Kg: 40_000,
      feeWithSystem: 2_500,
      saving: 135_000,
      savingPercent: 98.2,
      businessPercentage: 100,
      privatePercentage: 0,
      privateAtBusinessRate: false,
    })
    expectSane(result)
  })

  it('one 25 kg EUR pallet: 68.75 SEK to a business, 343.75 SEK to a private person, 1.25 SEK with a system', () => {
    const business = calculate(wood(1, 25, 100))
    const privatePerson = calculate(wood(1, 25, 0))
    expect(business.environmentalFee).toBe(68.75)
    expect(privatePerson.environmentalFee).toBe(343.75)
    expect(privatePerson.privateCost).toBe(343.75)
    expect(privatePerson.businessCost).toBe(0)
    expect(business.feeWithSystem).toBe(1.25)
    expect(privatePerson.feeWithSystem).toBe(1.25)
    expect(privatePerson.saving).toBe(342.5)
  })
})

describe('calculate: shares, materials and rounding', () => {
  it('splits the weight by the business share and charges each part its own rate', () => {
    const result = calculate(wood(1000, 10, 60))
    expect(result).toMatchObject({
      totalKg: 10_000,
      businessKg: 6_000,
      privateKg: 4_000,
      businessCost: 16_500, // 6 000 kg × 2.75
      privateCost: 55_000, // 4 000 kg × 13.75
      environmentalFee: 71_500,
      feeWithSystem: 500,
      saving: 71_000,
      savingPercent: 99.3,
      businessPercentage: 60,
      privatePercentage: 40,
    })
  })

  it('plastic and steel charge the private share at the business rate and say so', () => {
    const plastic = calculate({
      transports: 100,
      weightKg: 20,
      material: 'plastic',
      businessPercentage: 50,
    })
    expect(plastic).toMatchObject({
      totalKg: 2_000,
      businessCost: 12_900,
      privateCost: 12_900,
      environmentalFee: 25_800,
      feeWithSystem: 100,
      privateAtBusinessRate: true,
    })
    const steel = calculate({
      transports: 10,
      weightKg: 50,
      material: 'steel',
      businessPercentage: 100,
    })
    expect(steel).toMatchObject({
      totalKg: 500,
      environmentalFee: 6_150,
      feeWithSystem: 30,
      saving: 6_120,
    })
    expect(steel.privateAtBusinessRate).toBe(true)
  })

  it('uses the rates module for every material', () => {
    expect(rates.perKg).toEqual({
      wood: { businessOre: 275, privateOre: 1375, privateRateKnown: true, withSystemOre: 5 },
      plastic: {
        businessOre: 1290,
        privateOre: 1290,
        privateRateKnown: false,
        withSystemOre: 5,
        appliesFrom: '2026-01-01',
      },
      steel: { businessOre: 1230, privateOre: 1230, privateRateKnown: false, withSystemOre: 6 },
    })
    for (const material of materials) {
      const result = calculate({ transports: 1, weightKg: 1, material, businessPercentage: 100 })
      expect(result.environmentalFee).toBe(rates.perKg[material].businessOre / 100)
    }
  })

  it('rounds money to whole öre, half away from zero, without float noise', () => {
    // 3 × 0.1 kg = 0.30000000000000004 in floating point; 0.3 kg × 2.75 = 0.825 SEK -> 0.83
    const result = calculate(wood(3, 0.1))
    expect(result.totalKg).toBe(0.3)
    expect(result.businessCost).toBe(0.83)
    expect(calculate(wood(1, 0.01, 0)).privateCost).toBe(0.14) // 0.1375
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(2.5, 0)).toBe(3)
    expect(Object.is(roundTo(-0.001, 2), -0)).toBe(false)
    expect(roundTo(Number.NaN, 2)).toBe(0)
  })

  it('the fee is always exactly the sum of the two lines shown', () => {
    for (const transports of [1, 7, 333, 12_345])
      for (const weightKg of [0.1, 2.5, 17.3, 24.99])
        for (const share of [0, 1, 33, 50, 99, 100])
          for (const material of materials) {
            const r = calculate({ transports, weightKg, material, businessPercentage: share })
            expect(Math.round(r.environmentalFee * 100)).toBe(
              Math.round(r.businessCost * 100) + Math.round(r.privateCost * 100),
            )
            expect(r.privatePercentage).toBe(100 - share)
            expectSane(r)
          }
  })
})

describe('calculate: never NaN, Infinity or negative zero', () => {
  it('gives zeros, not NaN, for no weight at all', () => {
    const result = calculate(wood(0, 25))
    expect(result.environmentalFee).toBe(0)
    expect(result.savingPercent).toBe(0)
    expectSane(result)
  })

  it('treats unreadable or negative input as 0, refuses an infinite one and clamps the share', () => {
    expectSane(calculate(wood(Number.NaN, 25)))
    // Infinity is what too many digits parse to: too large, as the form says (parse-input.ts).
    expect(() => calculate(wood(Number.POSITIVE_INFINITY, 25))).toThrow(RangeError)
    expectSane(calculate(wood(-5, -3)))
    expect(calculate(wood(1, 1, 150)).businessPercentage).toBe(100)
    expect(calculate(wood(1, 1, -20)).businessPercentage).toBe(0)
    expect(calculate(wood(1, 1, 33.7)).businessPercentage).toBe(34)
  })

  it('stays finite at the largest accepted input', () => {
    const result = calculate({
      transports: 100_000_000,
      weightKg: 10_000,
      material: 'wood',
      businessPercentage: 0,
    })
    expect(result.totalKg).toBe(1e12)
    expect(result.environmentalFee).toBe(13_750_000_000_000)
    expectSane(result)
  })
})

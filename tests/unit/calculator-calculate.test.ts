import { describe, expect, it } from 'vitest'
import {
  calculate,
  type CalculationResult,
  type CalculatorInput,
} from '../../src/features/calculator/calculate'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG, roundTo } from '../../src/features/calculator/parse-input'
import { materials, rates, type Material } from '../../src/config/rates'
import { exactProduct, expectedFees } from './exact-fees'

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

/** A result's money and weights as the slow reference computes them from the rates module. */
function expected(transports: number, weight: string, share: number, material: Material = 'wood') {
  const totalKg = transports * Number(weight)
  return {
    ...expectedFees(transports, weight, share, material),
    totalKg,
    businessKg: (totalKg * share) / 100,
    privateKg: (totalKg * (100 - share)) / 100,
    co2Kg: exactProduct(totalKg, rates.co2KgPerKg),
    businessPercentage: share,
    privatePercentage: 100 - share,
  }
}

describe('calculate: the spec examples', () => {
  it('50 tonnes of wood to businesses, without and with an approved system', () => {
    const result = calculate(wood(2000, 25))
    const want = expected(2000, '25', 100)
    expect(result).toMatchObject({ ...want, privateAtBusinessRate: false })
    expect(result.savingPercent).toBe(roundTo((want.saving / want.environmentalFee) * 100, 1))
    expectSane(result)
  })

  it('one 25 kg EUR pallet to a business, to a private person, and with a system', () => {
    const business = calculate(wood(1, 25, 100))
    const privatePerson = calculate(wood(1, 25, 0))
    expect(business).toMatchObject(expected(1, '25', 100))
    expect(privatePerson).toMatchObject(expected(1, '25', 0))
    expect(privatePerson.businessCost).toBe(0)
    expect(privatePerson.feeWithSystem).toBe(business.feeWithSystem)
  })
})

describe('calculate: shares, materials and rounding', () => {
  it('splits the weight by the business share and charges each part its own rate', () => {
    const result = calculate(wood(1000, 10, 60))
    expect(result).toMatchObject(expected(1000, '10', 60))
    expect(result).toMatchObject({ businessKg: 6_000, privateKg: 4_000 })
  })

  it('plastic and steel charge the private share at the business rate and say so', () => {
    const plastic = calculate({
      transports: 100,
      weightKg: 20,
      material: 'plastic',
      businessPercentage: 50,
    })
    expect(plastic).toMatchObject({
      ...expected(100, '20', 50, 'plastic'),
      privateAtBusinessRate: true,
    })
    // The source gives no household rate: the private half costs what the business half does.
    expect(plastic.privateCost).toBe(plastic.businessCost)
    const steel = calculate({
      transports: 10,
      weightKg: 50,
      material: 'steel',
      businessPercentage: 100,
    })
    expect(steel).toMatchObject({
      ...expected(10, '50', 100, 'steel'),
      privateAtBusinessRate: true,
    })
  })

  it('uses the rates module for every material', () => {
    for (const material of materials) {
      const result = calculate({ transports: 1, weightKg: 1, material, businessPercentage: 100 })
      expect(result.environmentalFee).toBe(rates.perKg[material].businessOre / 100)
    }
  })

  it('rounds money to whole öre, half away from zero, without float noise', () => {
    // 3 × 0.1 kg = 0.30000000000000004 in floating point; the fee is of 0.3 kg exactly
    const result = calculate(wood(3, 0.1))
    expect(result.totalKg).toBe(0.3)
    expect(result.businessCost).toBe(expectedFees(3, '0.1', 100, 'wood').businessCost)
    expect(calculate(wood(1, 0.01, 0)).privateCost).toBe(
      expectedFees(1, '0.01', 0, 'wood').privateCost,
    )
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
      transports: MAX_TRANSPORTS,
      weightKg: MAX_WEIGHT_KG,
      material: 'wood',
      businessPercentage: 0,
    })
    expect(result.totalKg).toBe(MAX_TRANSPORTS * MAX_WEIGHT_KG)
    expect(result.environmentalFee).toBe(
      expectedFees(MAX_TRANSPORTS, String(MAX_WEIGHT_KG), 0, 'wood').environmentalFee,
    )
    expectSane(result)
  })
})

import { describe, expect, it } from 'vitest'
import {
  formatInput,
  parseDecimal,
  parseTransports,
  parseWeight,
} from '../../src/features/calculator/parse-input'
import { validateCalculatorSearch } from '../../src/features/calculator/search'

describe('parsing what visitors type', () => {
  it('reads a Swedish decimal comma and space-grouped thousands', () => {
    expect(parseWeight('2,5', 'sv')).toEqual({ kind: 'number', value: 2.5 })
    expect(parseWeight('2.5', 'sv')).toEqual({ kind: 'number', value: 2.5 })
    expect(parseWeight(' 25 ', 'sv')).toEqual({ kind: 'number', value: 25 })
    expect(parseTransports('10 000', 'sv')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseTransports('10\u00a0000', 'sv')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseTransports('1\u202f000\u202f000', 'sv')).toEqual({
      kind: 'number',
      value: 1_000_000,
    })
    expect(parseWeight('1 234,5', 'sv')).toEqual({ kind: 'number', value: 1234.5 })
    expect(parseWeight(',5', 'sv')).toEqual({ kind: 'number', value: 0.5 })
    expect(parseTransports('+5', 'sv')).toEqual({ kind: 'number', value: 5 })
  })

  it('reads English comma thousands, and a lone comma as a decimal comma', () => {
    expect(parseTransports('10,000', 'en')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseWeight('1,234.5', 'en')).toEqual({ kind: 'number', value: 1234.5 })
    expect(parseWeight('2,5', 'en')).toEqual({ kind: 'number', value: 2.5 })
    // In Swedish the same text is two and a half.
    expect(parseWeight('2,500', 'sv')).toEqual({ kind: 'number', value: 2.5 })
    expect(parseWeight('2,500', 'en')).toEqual({ kind: 'number', value: 2500 })
  })

  it('never reads an English comma as thousands after a leading 0 or before other than three digits', () => {
    // Issue 13: "0,333" was read as 333 kg. A thousands group never starts with 0.
    const decimals: [string, number][] = [
      ['0,333', 0.333],
      ['0,250', 0.25],
      ['00,500', 0.5],
      ['0,5', 0.5],
      ['12,34', 12.34],
      ['1,2345', 1.2345],
      ['-0,250', -0.25],
    ]
    for (const [raw, value] of decimals) {
      expect(parseDecimal(raw, 'en'), raw).toBe(value)
      expect(parseDecimal(raw, 'sv'), raw).toBe(value)
    }
    expect(parseWeight('0,333', 'en')).toEqual({ kind: 'number', value: 0.333 })
    expect(parseTransports('0,250', 'en')).toEqual({ kind: 'invalid', problem: 'notInteger' })
    // Real thousands still are, and an ambiguous run of commas is not a number at all.
    expect(parseDecimal('1,000', 'en')).toBe(1000)
    expect(parseDecimal('12,345,678.5', 'en')).toBe(12_345_678.5)
    for (const raw of ['0,333,000', '1,000,5', '1,00,000', '1,0000'])
      expect(parseDecimal(raw, 'en'), raw).not.toBe(Number(raw.replace(/,/g, '')))
    // The same rule for Swedish space groups: "0 500" is not five hundred.
    expect(parseDecimal('0 500', 'sv')).toBeNull()
  })

  it('counts unparsable text as 0 and says so', () => {
    for (const raw of ['abc', '12abc', '1,2,3', '1.2.3', '0x10', '1_000', '2 5 0'])
      expect(parseWeight(raw, 'sv'), raw).toEqual({ kind: 'notANumber', value: 0 })
    expect(parseTransports('', 'sv')).toEqual({ kind: 'empty', value: 0 })
    expect(parseTransports('   ', 'en')).toEqual({ kind: 'empty', value: 0 })
  })

  it('refuses negative numbers, also with the Unicode minus sign Intl writes', () => {
    expect(parseTransports('-5', 'sv')).toEqual({ kind: 'invalid', problem: 'negative' })
    expect(parseWeight('\u22122,5', 'sv')).toEqual({ kind: 'invalid', problem: 'negative' })
    const zero = parseWeight('-0', 'sv')
    expect(zero).toEqual({ kind: 'number', value: 0 })
    expect(Object.is(zero.kind === 'number' && zero.value, -0)).toBe(false)
  })

  it('keeps to the bounds: 100 000 000 carriers, 10 000 kg, whole carriers', () => {
    expect(parseTransports('100 000 000', 'sv')).toEqual({ kind: 'number', value: 100_000_000 })
    expect(parseTransports('100000001', 'sv')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseTransports('2,5', 'sv')).toEqual({ kind: 'invalid', problem: 'notInteger' })
    expect(parseTransports('2,0', 'sv')).toEqual({ kind: 'number', value: 2 })
    expect(parseWeight('10000', 'sv')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseWeight('10000,1', 'sv')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
  })

  it('handles hostile strings without NaN, Infinity or a crash', () => {
    const hostile = [
      '1e309',
      'NaN',
      'Infinity',
      '-Infinity',
      '--5',
      '١٢',
      '<script>alert(1)</script>',
      '5e2',
      '½',
    ]
    for (const raw of hostile) {
      expect(parseTransports(raw, 'sv'), raw).toEqual({ kind: 'notANumber', value: 0 })
      expect(parseWeight(raw, 'en'), raw).toEqual({ kind: 'notANumber', value: 0 })
      expect(parseDecimal(raw, 'sv'), raw).toBeNull()
    }
    const digits = '9'.repeat(10_000)
    expect(parseTransports(digits, 'sv')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseWeight(digits, 'en')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseWeight(`0,${digits}`, 'sv')).toEqual({ kind: 'number', value: 1 })
  })

  it('writes numbers back into a field the way the locale types them', () => {
    expect(formatInput(2.5, 'sv')).toBe('2,5')
    expect(formatInput(2.5, 'en')).toBe('2.5')
    expect(formatInput(2000, 'sv')).toBe('2000')
    expect(formatInput(1e-7, 'sv')).toBe('0,0000001')
    expect(formatInput(-0, 'sv')).toBe('0')
    expect(formatInput(-0, 'en')).toBe('0')
    expect(parseWeight(formatInput(1e-7, 'sv'), 'sv')).toEqual({ kind: 'number', value: 1e-7 })
  })
})

describe('shareable search params', () => {
  const parse = (search: Record<string, unknown>) => validateCalculatorSearch(search)

  it('keeps valid values', () => {
    expect(parse({ transports: 2000, weight: 2.5, material: 'plastic', business: 40 })).toEqual({
      transports: 2000,
      weight: 2.5,
      material: 'plastic',
      business: 40,
    })
    expect(parse({})).toEqual({})
  })

  it('drops each garbage value on its own instead of failing', () => {
    expect(
      parse({
        transports: 'abc',
        weight: 10_001,
        material: 'gold',
        business: 101,
        extra: '<script>',
      }),
    ).toEqual({})
    expect(parse({ transports: -1, weight: 'NaN', material: 5, business: '50%' })).toEqual({})
    expect(parse({ transports: 1.5, weight: 25, business: 50.5 })).toEqual({ weight: 25 })
    expect(parse({ transports: 1e9, weight: -2 })).toEqual({})
    expect(parse({ transports: 10, weight: null, material: ['wood'] })).toEqual({ transports: 10 })
  })

  it('reads "-0" as 0', () => {
    const search = parse({ transports: -0, weight: -0 })
    expect(Object.is(search.transports, 0)).toBe(true)
    expect(Object.is(search.weight, 0)).toBe(true)
  })
})

describe('the calculator route', () => {
  it('replaces hostile search values instead of passing them through', async () => {
    const { renderRoute } = await import('./render-route')
    const { router } = await renderRoute(
      '/sv/kalkylator?transports=%3Cscript%3Ealert(1)%3C%2Fscript%3E&weight=1e999&material=gold&business=-1',
    )
    const search = router.state.matches.at(-1)?.search as Record<string, unknown>
    expect(search.transports).toBeUndefined()
    expect(search.weight).toBeUndefined()
    expect(search.material).toBeUndefined()
    expect(search.business).toBeUndefined()
  })
})

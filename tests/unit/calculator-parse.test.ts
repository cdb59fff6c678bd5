import { describe, expect, it } from 'vitest'
import {
  formatInput,
  parseDecimal,
  parseTransports,
  parseWeight,
} from '../../src/features/calculator/parse-input'
import { validateCalculatorSearch } from '../../src/features/calculator/search'

describe('parsing what visitors type', () => {
  it('reads a decimal comma or point and space-grouped thousands', () => {
    expect(parseWeight('2,5')).toEqual({ kind: 'number', value: 2.5 })
    expect(parseWeight('2.5')).toEqual({ kind: 'number', value: 2.5 })
    expect(parseWeight(' 25 ')).toEqual({ kind: 'number', value: 25 })
    expect(parseTransports('10 000')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseTransports('10\u00a0000')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseTransports('1\u202f000\u202f000')).toEqual({ kind: 'number', value: 1_000_000 })
    expect(parseWeight('1 234,5')).toEqual({ kind: 'number', value: 1234.5 })
    expect(parseWeight('1 234.5')).toEqual({ kind: 'number', value: 1234.5 })
    expect(parseWeight(',5')).toEqual({ kind: 'number', value: 0.5 })
    expect(parseTransports('+5')).toEqual({ kind: 'number', value: 5 })
  })

  // Swedish "2.000" was read as 2 and "10.000" as 10; English "2.000" as 2.
  // One rule for every grouping shape, whichever page it is typed on (see parse-input.ts).
  const groupings: { typed: string; transports: number; weight: number | 'ambiguous' }[] = [
    // One point or comma and three digits: thousands for a count; thousands or decimals for a
    // weight, so the weight asks.
    { typed: '2.000', transports: 2000, weight: 'ambiguous' },
    { typed: '2,000', transports: 2000, weight: 'ambiguous' },
    { typed: '10.000', transports: 10_000, weight: 'ambiguous' },
    { typed: '10,000', transports: 10_000, weight: 'ambiguous' },
    { typed: '1.250', transports: 1250, weight: 'ambiguous' },
    { typed: '1,250', transports: 1250, weight: 'ambiguous' },
    { typed: '999.999', transports: 999_999, weight: 'ambiguous' },
    // Several groups, or groups and then the other mark's decimals: only thousands fit.
    { typed: '1.000.000', transports: 1_000_000, weight: 1_000_000 },
    { typed: '1,000,000', transports: 1_000_000, weight: 1_000_000 },
    { typed: '2.000,5', transports: 2000.5, weight: 2000.5 },
    { typed: '2,000.5', transports: 2000.5, weight: 2000.5 },
    { typed: '1.234.567,89', transports: 1_234_567.89, weight: 1_234_567.89 },
    { typed: '1,234,567.89', transports: 1_234_567.89, weight: 1_234_567.89 },
    // Spaces (and the no-break spaces Intl writes) only ever group.
    { typed: '2 000', transports: 2000, weight: 2000 },
    { typed: '2\u00a0000,5', transports: 2000.5, weight: 2000.5 },
    { typed: '2 000.5', transports: 2000.5, weight: 2000.5 },
    // Not three digits after the mark, or a leading 0: decimals, never thousands.
    { typed: '2,5', transports: 2.5, weight: 2.5 },
    { typed: '2.5', transports: 2.5, weight: 2.5 },
    { typed: '12,34', transports: 12.34, weight: 12.34 },
    { typed: '1,2345', transports: 1.2345, weight: 1.2345 },
    { typed: '0,250', transports: 0.25, weight: 0.25 },
    { typed: '0.333', transports: 0.333, weight: 0.333 },
    { typed: '00,500', transports: 0.5, weight: 0.5 },
    { typed: '2,0', transports: 2, weight: 2 },
  ]

  it.each(groupings)('"$typed": $transports carriers, weight $weight', (g) => {
    expect(parseDecimal(g.typed, { whole: true })).toBe(g.transports)
    expect(parseDecimal(g.typed, { whole: false })).toBe(g.weight)
    // Never a grouped number read as a small one: text that starts like a thousands group is
    // thousands or asks, in either field.
    if (/^[1-9]\d{0,2}[.,]\d{3}(?!\d)/.test(g.typed)) {
      for (const whole of [true, false]) {
        const reading = parseDecimal(g.typed, { whole })
        expect(reading === 'ambiguous' || (reading !== null && reading >= 1000), g.typed).toBe(true)
      }
    }
  })

  it('refuses shapes that are neither grouping nor a decimal', () => {
    for (const raw of ['0,333,000', '1,000,5', '1,00,000', '1.000,000,5', '1,000.000.5', '0 500'])
      expect(parseDecimal(raw, { whole: false }), raw).toBeNull()
    expect(parseDecimal('1,0000', { whole: false })).toBe(1)
  })

  it('flags an ambiguous weight and reads the same text as thousands of carriers', () => {
    expect(parseWeight('2.000')).toEqual({ kind: 'invalid', problem: 'ambiguous' })
    expect(parseWeight('1,250')).toEqual({ kind: 'invalid', problem: 'ambiguous' })
    expect(parseTransports('2.000')).toEqual({ kind: 'number', value: 2000 })
    expect(parseTransports('1,500')).toEqual({ kind: 'number', value: 1500 })
    expect(parseTransports('0,250')).toEqual({ kind: 'invalid', problem: 'notInteger' })
  })

  it('counts unparsable text as 0 and says so', () => {
    for (const raw of ['abc', '12abc', '1,2,3', '1.2.3', '0x10', '1_000', '2 5 0'])
      expect(parseWeight(raw), raw).toEqual({ kind: 'notANumber', value: 0 })
    expect(parseTransports('')).toEqual({ kind: 'empty', value: 0 })
    expect(parseTransports('   ')).toEqual({ kind: 'empty', value: 0 })
  })

  it('refuses negative numbers, also with the Unicode minus sign Intl writes', () => {
    expect(parseTransports('-5')).toEqual({ kind: 'invalid', problem: 'negative' })
    expect(parseWeight('\u22122,5')).toEqual({ kind: 'invalid', problem: 'negative' })
    expect(parseWeight('-0,250')).toEqual({ kind: 'invalid', problem: 'negative' })
    const zero = parseWeight('-0')
    expect(zero).toEqual({ kind: 'number', value: 0 })
    expect(Object.is(zero.kind === 'number' && zero.value, -0)).toBe(false)
  })

  it('keeps to the bounds: 100 000 000 carriers, 10 000 kg, whole carriers', () => {
    expect(parseTransports('100 000 000')).toEqual({ kind: 'number', value: 100_000_000 })
    expect(parseTransports('100.000.000')).toEqual({ kind: 'number', value: 100_000_000 })
    expect(parseTransports('100000001')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseTransports('2,5')).toEqual({ kind: 'invalid', problem: 'notInteger' })
    expect(parseTransports('2,0')).toEqual({ kind: 'number', value: 2 })
    expect(parseWeight('10000')).toEqual({ kind: 'number', value: 10_000 })
    expect(parseWeight('10000,1')).toEqual({ kind: 'invalid', problem: 'tooLarge' })
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
      expect(parseTransports(raw), raw).toEqual({ kind: 'notANumber', value: 0 })
      expect(parseWeight(raw), raw).toEqual({ kind: 'notANumber', value: 0 })
      expect(parseDecimal(raw, { whole: false }), raw).toBeNull()
    }
    const digits = '9'.repeat(10_000)
    expect(parseTransports(digits)).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseWeight(digits)).toEqual({ kind: 'invalid', problem: 'tooLarge' })
    expect(parseWeight(`0,${digits}`)).toEqual({ kind: 'number', value: 1 })
  })

  it('writes numbers back into a field the way the language types them, and reads them back', () => {
    expect(formatInput(2.5, 'sv')).toBe('2,5')
    expect(formatInput(2.5, 'en')).toBe('2.5')
    expect(formatInput(2000, 'sv')).toBe('2000')
    expect(formatInput(1e-7, 'sv')).toBe('0,0000001')
    expect(formatInput(-0, 'sv')).toBe('0')
    expect(formatInput(-0, 'en')).toBe('0')
    // What a language switch writes into the fields reads as the same value in either language.
    for (const lang of ['sv', 'en'] as const) {
      for (const value of [1e-7, 0.25, 1.25, 2.5, 25, 1250, 2000, 10_000, 1000.25]) {
        expect(parseWeight(formatInput(value, lang)), `${lang} ${value}`).toEqual({
          kind: 'number',
          value,
        })
      }
      expect(parseTransports(formatInput(100_000_000, lang))).toEqual({
        kind: 'number',
        value: 100_000_000,
      })
    }
  })
})

describe('shareable search params', () => {
  const parse = (search: Record<string, unknown>) => validateCalculatorSearch(search)

  it('keeps what a link holds, for the form to read as it reads typing', () => {
    expect(parse({ transports: 2000, weight: 2.5, material: 'plastic', business: 40 })).toEqual({
      transports: 2000,
      weight: 2.5,
      material: 'plastic',
      business: 40,
    })
    expect(parse({})).toEqual({})
    // Refused by the form, with its message (calculator-links.test.tsx), not dropped here.
    expect(parse({ transports: 'abc', weight: 10_001, material: 'gold', business: 101 })).toEqual({
      transports: 'abc',
      weight: 10_001,
      material: 'gold',
      business: 101,
    })
    expect(parse({ transports: -1, weight: 'NaN', material: 5, business: '50%' })).toEqual({
      transports: -1,
      weight: 'NaN',
      material: 5,
      business: '50%',
    })
  })

  it('counts a repeated parameter by its first value', () => {
    expect(parse({ transports: [2000, 3000], material: ['steel', 'wood'] })).toEqual({
      transports: 2000,
      material: 'steel',
    })
  })

  it('drops what no form value can be, instead of failing', () => {
    expect(
      parse({
        transports: Infinity,
        weight: null,
        material: { a: 1 },
        business: NaN,
        extra: '<script>',
      }),
    ).toEqual({})
  })

  it('reads "-0" as 0', () => {
    const search = parse({ transports: -0, weight: -0 })
    expect(Object.is(search.transports, 0)).toBe(true)
    expect(Object.is(search.weight, 0)).toBe(true)
  })
})

describe('the calculator route', () => {
  it('shows hostile search values as the text they are, never as markup', async () => {
    const { renderRoute } = await import('./render-route')
    const { router } = await renderRoute(
      '/sv/kalkylator?transports=%3Cscript%3Ealert(1)%3C%2Fscript%3E&weight=1e999&material=%3Cb%3Egold%3C%2Fb%3E&business=-1',
    )
    const search = router.state.matches.at(-1)?.search as Record<string, unknown>
    expect(search.transports).toBe('<script>alert(1)</script>')
    // 1e999 overflows: no value at all.
    expect(search.weight).toBeUndefined()
    const { screen } = await import('@testing-library/react')
    expect(await screen.findByLabelText('Antal lastbärare per år')).toHaveValue(
      '<script>alert(1)</script>',
    )
    expect(
      document.querySelectorAll('main script:not([type="application/ld+json"]), main b'),
    ).toHaveLength(0)
    expect(document.getElementById('calculator-material-notice')).toHaveTextContent(
      'Länken angav materialet ”<b>gold</b>”',
    )
  })
})

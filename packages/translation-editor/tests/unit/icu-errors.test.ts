import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { icuProblems, icuSyntaxError, type IcuSyntaxError } from '../../src/icu'

// The parser's English sentences, read as reasons the editor translates. Each text here makes
// the parser refuse for that reason: a parser that rewords one turns it into 'other' and fails.
const refused: [string, IcuSyntaxError][] = [
  ['Hej {name', { reason: 'end', value: '', line: 1, col: 10 }],
  ['Hej\n{n, plural, one {x}', { reason: 'end', value: '', line: 2, col: 20 }],
  ['{a b}', { reason: 'invalid', value: '', line: 1, col: 4 }],
  ['{a, select, =1 {x} other {y}}', { reason: 'selectCase', value: '=1', line: 1, col: 13 }],
  [
    '{a, select, offset:1 x {a} other {b}}',
    { reason: 'offsetSelect', value: '', line: 1, col: 13 },
  ],
  ['{b, plural, other {x} offset:1 }', { reason: 'offsetOrder', value: '', line: 1, col: 22 }],
  ['{a, plural}', { reason: 'type', value: 'plural', line: 1, col: 3 }],
  ["a '#{x}'", { reason: 'escape', value: '#{x}', line: 1, col: 3 }],
]

describe('ICU syntax errors', () => {
  it.each(refused)('%j is refused for its reason, at its place', (text, error) => {
    expect(icuProblems(text, '')).toEqual([
      { kind: 'syntax', lang: 'source', detail: expect.any(String) as string, error },
    ])
  })

  it('names the plural case a locale does not have', () => {
    const message = (() => {
      try {
        parse('{n, plural, zero {x} other {y}}', { cardinal: ['one', 'other'] })
      } catch (e) {
        return e instanceof Error ? e.message : ''
      }
      return ''
    })()
    expect(icuSyntaxError(message)).toEqual({
      reason: 'pluralCase',
      value: 'zero',
      line: 1,
      col: 13,
    })
  })

  it('keeps a sentence it does not know, with its position', () => {
    expect(icuSyntaxError('Something new at line 3 col 4:\n\n3  {x')).toEqual({
      reason: 'other',
      value: 'Something new',
      line: 3,
      col: 4,
    })
  })
})

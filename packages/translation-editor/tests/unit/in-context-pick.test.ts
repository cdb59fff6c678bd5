import { describe, expect, it } from 'vitest'
import { rankIds } from '../../src/in-context/pick'

describe('in-context pick ranking', () => {
  it("in the page body the page's own message comes before the common page label", () => {
    expect(rankIds(['common.page.calculator', 'calculator.intro.title'], false)).toEqual([
      'calculator.intro.title',
      'common.page.calculator',
    ])
  })

  it('in the header, menu or footer the common message comes first', () => {
    expect(rankIds(['calculator.intro.title', 'common.page.calculator'], true)).toEqual([
      'common.page.calculator',
      'calculator.intro.title',
    ])
  })

  it('otherwise the order stays: first rendered first', () => {
    expect(rankIds(['home.a', 'common.x', 'home.b', 'common.y'], false)).toEqual([
      'home.a',
      'home.b',
      'common.x',
      'common.y',
    ])
    expect(rankIds(['home.a'], true)).toEqual(['home.a'])
  })
})

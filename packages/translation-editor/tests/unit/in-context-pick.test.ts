import { describe, expect, it } from 'vitest'
import { createMessageMap } from '../../src/in-context/message-map'
import { explain, pick, rankIds } from '../../src/in-context/pick'

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

describe('in-context pick: a part of a sentence', () => {
  // The texts as Lingui renders them: a sentence whose bold start or link reads like another
  // message (a result label, the menu's page label).
  const map = createMessageMap()
  map.record(
    'calculator.info.step.business',
    '<0>Avgift för leveranser till företag</0> = total vikt × andelen till företag.',
    '/sv/kalkylator',
  )
  map.record(
    'calculator.result.businessCost',
    'Avgift för leveranser till företag',
    '/sv/kalkylator',
  )
  map.record(
    'support.channels.more',
    'Se <0>kontaktsidan</0>. Läs <1>API-dokumentationen</1>.',
    '/sv/support',
  )
  map.record('common.page.api', 'API-dokumentationen', '/sv/support')
  map.record('calculator.rates.source', 'Källa: sidan <0>Producentansvar</0>.', '/sv/kalkylator')

  const mount = (html: string) => {
    document.body.innerHTML = `<main>${html}</main><div id="panel"></div>`
    return document.getElementById('panel')!
  }

  it("a bold part offers the sentence's message first, then its own", () => {
    const panel = mount(
      '<li><strong>Avgift för leveranser till företag</strong> = total vikt × andelen till företag.</li>',
    )
    const picked = pick(map, document.querySelector('strong')!, panel)!
    expect(picked.ids).toEqual(['calculator.info.step.business', 'calculator.result.businessCost'])
    expect(picked.element.tagName).toBe('STRONG')
    expect(explain(map, picked).what).toEqual({
      'calculator.info.step.business': ['sentence'],
      'calculator.result.businessCost': ['text'],
    })
  })

  it("a link inside a sentence: the sentence first, the common label's after it", () => {
    const panel = mount(
      '<p>Se <a href="/sv/kontakt">kontaktsidan</a>. Läs <a href="/sv/api">API-dokumentationen</a>.</p>',
    )
    const link = document.querySelector('a[href="/sv/api"]')!
    const picked = explain(map, pick(map, link, panel)!)
    expect(picked.ids).toEqual(['support.channels.more', 'common.page.api'])
    expect(picked.what?.['common.page.api']).toEqual(['link'])
    // A part that is no message of its own: the sentence alone.
    expect(pick(map, document.querySelector('a[href="/sv/kontakt"]')!, panel)?.ids).toEqual([
      'support.channels.more',
    ])
  })

  it('a sentence that shares its paragraph with another is found around the link', () => {
    const panel = mount(
      '<p>* Källan anger ingen avgift. Källa: sidan <a href="/sv/producentansvar">Producentansvar</a>.</p>' +
        '<p>Läs mer om <a href="/sv/producentansvar">Producentansvar</a>.</p>',
    )
    map.record('common.page.producer', 'Producentansvar', '/sv/kalkylator')
    const [inSource, elsewhere] = document.querySelectorAll('a')
    expect(pick(map, inSource!, panel)?.ids).toEqual([
      'calculator.rates.source',
      'common.page.producer',
    ])
    // The same words in another sentence: not the source line's.
    expect(pick(map, elsewhere!, panel)?.ids).toEqual(['common.page.producer'])
  })

  it('the same words outside the sentence stay their own message', () => {
    const panel = mount('<nav><a href="/sv/api">API-dokumentationen</a></nav>')
    expect(pick(map, document.querySelector('a')!, panel)?.ids).toEqual(['common.page.api'])
  })
})

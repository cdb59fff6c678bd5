import { describe, expect, it } from 'vitest'
import { createMessageMap } from '../../src/in-context/message-map'
import { pageMessages } from '../../src/in-context/page-list'
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

describe("in-context pick: a select's placeholder and options", () => {
  const map = createMessageMap()
  map.record('support.form.category.placeholder', 'Välj kategori', '/sv/support')
  map.record('support.form.category.technical', 'Teknisk fråga', '/sv/support')
  map.record('support.form.category.billing', 'Fakturering', '/sv/support')
  const mount = () => {
    document.body.innerHTML =
      '<main><label for="c">Vad gäller ärendet?</label><select id="c"><option value="">Välj kategori</option>' +
      '<option value="technical">Teknisk fråga</option><option value="billing">Fakturering</option>' +
      '<option value="other">Inte översatt</option></select></main><div id="panel"></div>'
    return [document.querySelector('select')!, document.getElementById('panel')!] as const
  }

  it('the select offers its placeholder, then its options, each said to be what it is', () => {
    const [select, panel] = mount()
    const picked = explain(map, pick(map, select, panel)!)
    expect(picked.element.id).toBe('c')
    expect(picked.ids).toEqual([
      'support.form.category.placeholder',
      'support.form.category.technical',
      'support.form.category.billing',
    ])
    expect(picked.what).toEqual({
      'support.form.category.placeholder': ['selectPlaceholder'],
      'support.form.category.technical': ['selectOption'],
      'support.form.category.billing': ['selectOption'],
    })
  })

  it('once a choice is made, the option the select shows comes first', () => {
    const [select, panel] = mount()
    select.value = 'billing'
    expect(pick(map, select, panel)?.ids).toEqual([
      'support.form.category.billing',
      'support.form.category.placeholder',
      'support.form.category.technical',
    ])
  })

  it('the list names them placeholder and option, not text', () => {
    const [, panel] = mount()
    const where = Object.fromEntries(pageMessages(map, panel).map((l) => [l.id, l.where]))
    expect(where).toEqual({
      'support.form.category.placeholder': ['select-placeholder'],
      'support.form.category.technical': ['select-option'],
      'support.form.category.billing': ['select-option'],
    })
  })
})

describe('in-context list: each message named by where it shows', () => {
  it("an H1 is a heading, the page label of the same words the tab title and the menu's", () => {
    const map = createMessageMap()
    const at = location.pathname
    map.record('common.page.calculator', 'Miljöavgiftskalkylator', at)
    map.record('calculator.intro.title', 'Miljöavgifts<0/>kalkylator', at)
    map.record('common.head.calculator.description', 'Räkna ut avgiften.', at)
    map.record('common.head.calculator.keywords', 'miljöavgift, kalkylator', at)
    map.record('calculator.form.submit', 'Beräkna miljöavgift', at)
    map.record('calculator.form.weight.label', 'Vikt', at)
    map.record('calculator.rates.link', 'Läs mer', at)
    map.record('calculator.form.weight.hint', 'I kilogram', at)
    map.record('calculator.result.empty', 'Inget resultat ännu', at)
    document.head.innerHTML =
      '<meta name="description" content="Räkna ut avgiften."><meta name="keywords" content="miljöavgift, kalkylator">'
    document.title = 'Miljöavgiftskalkylator | Cirkla'
    document.body.innerHTML =
      '<header><nav><a href="/sv/kalkylator">Miljöavgiftskalkylator</a></nav></header>' +
      '<main><h1>Miljöavgifts<wbr>kalkylator</h1><label for="w">Vikt</label><input id="w">' +
      '<p>I kilogram</p><a href="/sv/producentansvar">Läs mer</a>' +
      '<button type="submit">Beräkna miljöavgift</button></main><div id="panel"></div>'
    const listed = pageMessages(map, document.getElementById('panel')!)
    expect(Object.fromEntries(listed.map((l) => [l.id, l.where]))).toEqual({
      'common.page.calculator': ['head-title', 'menu'],
      'common.head.calculator.description': ['meta-description'],
      'common.head.calculator.keywords': ['meta'],
      'calculator.intro.title': ['heading'],
      'calculator.form.weight.label': ['label'],
      'calculator.form.weight.hint': ['text'],
      'calculator.rates.link': ['link'],
      'calculator.form.submit': ['button'],
      'calculator.result.empty': ['rendered'],
    })
  })
})

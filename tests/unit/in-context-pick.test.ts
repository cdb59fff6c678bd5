import { afterEach, describe, expect, it } from 'vitest'
import { createMessageMap } from '../../src/features/editor/in-context/message-map'
import { pageMessages, pick } from '../../src/features/editor/in-context/pick'

// The in-context panel finds a text's message by what Lingui rendered, not by marks in the DOM.
function setUp(html: string) {
  document.body.innerHTML = `${html}<div data-in-context><p>Panel text</p></div>`
  const ignore = document.querySelector('[data-in-context]')!
  const map = createMessageMap()
  return { map, ignore, $: (s: string) => document.querySelector(s)! }
}

afterEach(() => {
  document.body.innerHTML = ''
  document.title = ''
})

describe('pick', () => {
  it('finds a message by its whole text, white space as the DOM has it', () => {
    const { map, ignore, $ } = setUp('<h1>  Spåra\n  lastbärare </h1>')
    map.record('home.intro.title', 'Spåra lastbärare', '/sv')
    expect(pick(map, $('h1'), ignore)).toMatchObject({ ids: ['home.intro.title'], where: 'text' })
  })

  it('picks a <Trans> with elements whole from any of its parts, and a part alone when only it matches', () => {
    const { map, ignore, $ } = setUp(
      '<p id="a">Läs <a href="/x">villkoren</a> först</p><p id="b">Se <a href="/y">villkoren</a></p>',
    )
    map.record('legal.read', 'Läs <0>villkoren</0> först', '/sv')
    const whole = pick(map, $('#a a'), ignore)
    expect(whole?.element).toBe($('#a'))
    expect(whole?.ids).toEqual(['legal.read'])
    const part = pick(map, $('#b a'), ignore)
    expect(part?.element).toBe($('#b a'))
    expect(part?.ids).toEqual(['legal.read'])
  })

  it('finds alt, aria-label, title and placeholder texts', () => {
    const { map, ignore, $ } = setUp(
      '<img alt="En pall"><button aria-label="Stäng"><svg></svg></button><input placeholder="namn@foretag.se"><span title="Mer"></span>',
    )
    map.record('a.alt', 'En pall', '/sv')
    map.record('a.close', 'Stäng', '/sv')
    map.record('a.email', 'namn@foretag.se', '/sv')
    map.record('a.more', 'Mer', '/sv')
    expect(pick(map, $('img'), ignore)).toMatchObject({ ids: ['a.alt'], where: 'alt' })
    expect(pick(map, $('svg'), ignore)).toMatchObject({ ids: ['a.close'], where: 'aria-label' })
    expect(pick(map, $('input'), ignore)).toMatchObject({ ids: ['a.email'], where: 'placeholder' })
    expect(pick(map, $('span'), ignore)).toMatchObject({ ids: ['a.more'], where: 'title' })
  })

  it('names every id that rendered the same text, and nothing for the panel or unknown text', () => {
    const { map, ignore, $ } = setUp('<h2>Kalkylator</h2><p>Okänd</p>')
    map.record('common.page.calculator', 'Kalkylator', '/sv')
    map.record('calculator.title', 'Kalkylator', '/sv')
    map.record('x.panel', 'Panel text', '/sv')
    expect(pick(map, $('h2'), ignore)?.ids).toEqual(['common.page.calculator', 'calculator.title'])
    expect(pick(map, $('[data-in-context] p'), ignore)).toBeNull()
    expect(pick(map, $('p'), ignore)).toBeNull()
  })
})

describe('pageMessages', () => {
  it('lists the head first, then the body, then what rendered but is not shown', () => {
    const { map, ignore } = setUp('<h1>Rubrik</h1><img alt="Bild">')
    document.title = 'Kalkylator | Cirkla'
    const meta = document.createElement('meta')
    meta.name = 'description'
    meta.content = 'Räkna ut avgiften.'
    document.head.append(meta)
    for (const [id, text] of [
      ['h.title', 'Kalkylator'],
      ['h.description', 'Räkna ut avgiften.'],
      ['p.heading', 'Rubrik'],
      ['p.alt', 'Bild'],
      ['p.error', 'Ange ett tal'],
    ]) {
      map.record(id!, text!, location.pathname)
    }
    expect(pageMessages(map, ignore).map((l) => [l.id, l.where])).toEqual([
      ['h.title', 'head-title'],
      ['h.description', 'meta'],
      ['p.heading', 'text'],
      ['p.alt', 'alt'],
      ['p.error', 'rendered'],
    ])
    meta.remove()
  })
})

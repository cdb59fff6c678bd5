import { describe, expect, it } from 'vitest'
import type { TranslationEntry } from '../../src/api/api-schema'
import { writeXliff, type XliffUnit } from '../../src/export/xliff'
import { xliffUnit } from '../../src/export/xliff-units'
import { wordCount } from '../../src/export/word-count'
import { readReturned, readXliff } from '../../src/import/read-returned'
import { reviewImport } from '../../src/import/review'

const unit = (u: Partial<XliffUnit>): XliffUnit => ({
  id: 'home.a',
  source: 'Hej',
  target: 'Hello',
  state: 'translated',
  comments: [],
  locations: [],
  ...u,
})
const file = (units: XliffUnit[]) =>
  writeXliff({ original: 'home', sourceLanguage: 'sv', targetLanguage: 'en', units })

describe('the XLIFF writer', () => {
  it('escapes every text and attribute, and reads back exactly', () => {
    const tricky = 'A & B <b>"x"</b> \'y\' ]]> {n, plural, one {# sak} other {# saker}}\n  två'
    const id = 'home.a"<&>'
    const text = file([unit({ id, source: tricky, target: tricky, comments: ['<&">'] })])
    const back = readXliff(text)
    expect(back.original).toBe('home')
    expect(back.units[0]).toMatchObject({ source: tricky, target: tricky, unconfirmed: false })
    expect(back.units[0]!.ids[0]).toBe(id)
    expect(text).not.toContain(']]>')
  })

  it('drops characters XML 1.0 cannot hold', () => {
    const text = file([unit({ source: 'a\u0001b\uFFFEc' })])
    expect(readXliff(text).units[0]!.source).toBe('abc')
  })

  it('writes the outdated state, the previous Swedish and the notes', () => {
    const e: TranslationEntry = {
      key: 'home.a',
      source: 'Hej igen',
      target: 'Hello',
      sites: [{ file: 'src/a.tsx', line: 3 }],
      outdated: { previous: 'Hej' },
    }
    const text = file([xliffUnit(e, { comments: ['A greeting'], origins: ['src/a.tsx'] })])
    expect(text).toContain('approved="no"')
    expect(text).toContain('<target state="needs-review-translation">Hello</target>')
    expect(text).toContain('<note from="developer">A greeting</note>')
    expect(text).toContain('<note from="location">src/a.tsx:3</note>')
    expect(text).toContain('<note from="previous-source">Hej</note>')
    expect(readXliff(text).units[0]!.unconfirmed).toBe(true)
    const draft = file([unit({ unsaved: 'unsaved-draft: not saved' })])
    expect(draft).toContain(
      '<note from="lingui-translation-editor">unsaved-draft: not saved</note>',
    )
    const empty = file([xliffUnit({ key: 'home.b', source: 'Ny', target: '' }, undefined)])
    expect(empty).toContain('<target state="new"></target>')
  })
})

// The figures are translate-toolkit's own: python3 -c "from translate.tools.pocount import
// wordcount; print(wordcount('Spara – nu!'))" (a dash is a word to it; "t.ex." loses "t.e").
describe('pocount’s word count', () => {
  it.each([
    ['Hej världen', 2],
    ['Spara – nu!', 3],
    ['a\u00a0b', 2],
    ['1.5 kg', 2],
    ['<b>Fet</b> text', 2],
    ['rad<br/>två', 2],
    ['t.ex. detta', 1],
    ['{count} lastbärare', 2],
    ['Klart ! … ?', 1],
    ['', 0],
  ])('%j has %i words', (text, n) => expect(wordCount(text)).toBe(n))
})

describe('reading a returned file', () => {
  const saved: TranslationEntry[] = [
    { key: 'home.a', source: 'Hej {name}', target: 'Hello {name}' },
    { key: 'home.b', source: 'Tack', target: 'Thanks', outdated: { previous: 'Tack så mycket' } },
    { key: 'home.c', source: 'Ny', target: '' },
  ]
  const xliff20 = (units: string) =>
    `<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="sv" trgLang="en"><file id="home">${units}</file></xliff>`

  it('reads XLIFF 2.0 units and their segment state', () => {
    const text = xliff20(
      '<unit id="home.a"><segment state="final"><source>Hej {name}</source><target>Hi {name}</target></segment></unit>' +
        '<unit id="home.c"><segment state="initial"><source>Ny</source><target>New</target></segment></unit>',
    )
    const review = reviewImport(readReturned(text), saved)
    expect(review.rows.map((r) => [r.kind, r.key, r.kind === 'refused' && r.reason])).toEqual([
      ['change', 'home.a', false],
      ['refused', 'home.c', 'unconfirmed'],
    ])
  })

  it('refuses what a save refuses, and what translates another Swedish', () => {
    const text = file([
      unit({ id: 'home.a', source: 'Hej {name}', target: 'Hello {nam}' }),
      unit({ id: 'home.b', source: 'Tack så mycket', target: 'Thank you' }),
      unit({ id: 'home.c', source: 'Ny', target: '  ' }),
      unit({ id: 'home.a', source: 'Hej {name}', target: 'Hi {name}' }),
    ])
    const rows = reviewImport(readReturned(text), saved).rows
    expect(rows.map((r) => r.kind === 'refused' && [r.key, r.reason])).toEqual([
      ['home.a', 'icu'],
      ['home.b', 'source-changed'],
      ['home.c', 'empty'],
      ['home.a', 'duplicate'],
    ])
    expect(rows[0]).toMatchObject({ icu: [{ kind: 'placeholders', onlyEn: ['nam'] }] })
  })

  it('offers an outdated row the agency confirmed unchanged, not one it left to review', () => {
    const confirmed = file([unit({ id: 'home.b', source: 'Tack', target: 'Thanks' })])
    expect(reviewImport(readReturned(confirmed), saved).rows).toEqual([
      { kind: 'confirm', key: 'home.b', current: 'Thanks', glossary: [] },
    ])
    const left = file([unit({ id: 'home.b', source: 'Tack', target: 'Thanks', state: 'outdated' })])
    expect(reviewImport(readReturned(left), saved)).toEqual({ rows: [], unchanged: 1 })
  })

  it('throws on a file that is neither XLIFF nor .po', () => {
    expect(() => readReturned('<html><body>no</body></html>')).toThrow()
    expect(() => readReturned('<xliff><file>')).toThrow()
  })
})

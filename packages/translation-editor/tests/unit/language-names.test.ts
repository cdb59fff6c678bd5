import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { capitalised, languageName } from '../../src/i18n/language-names'
import { poMessages } from '../../src/po'

// The pair's language names as the interface writes them (Intl's CLDR names): the editor's
// messages take them as values, so no message names a language itself.
describe('a language name in the interface language', () => {
  it('is the CLDR name, lower case mid-sentence in Swedish, capitalised in English', () => {
    expect(['sv', 'en', 'de'].map((code) => languageName(code, 'sv'))).toEqual([
      'svenska',
      'engelska',
      'tyska',
    ])
    expect(['sv', 'en', 'de'].map((code) => languageName(code, 'en'))).toEqual([
      'Swedish',
      'English',
      'German',
    ])
  })

  it('names a regional variant too', () => {
    expect(languageName('en-GB', 'en')).toBe('British English')
  })

  it('is the code itself for a code Intl has no name for, or one that is no language tag', () => {
    expect(languageName('zz', 'sv')).toBe('zz')
    expect(languageName('x-foo', 'sv')).toBe('x-foo')
    expect(languageName('', 'en')).toBe('')
  })

  describe('without Intl.DisplayNames', () => {
    const original = Intl.DisplayNames
    afterEach(() => {
      Object.defineProperty(Intl, 'DisplayNames', { value: original, configurable: true })
    })

    it('is the code', () => {
      Object.defineProperty(Intl, 'DisplayNames', { value: undefined, configurable: true })
      // A locale no other test asked for: its names are made (and fail) here.
      expect(languageName('de', 'nb')).toBe('de')
    })
  })
})

describe('a name at the start of a sentence', () => {
  it('takes a capital first letter, the rest as it was', () => {
    expect(capitalised('tyska', 'sv')).toBe('Tyska')
    expect(capitalised('brittisk engelska', 'sv')).toBe('Brittisk engelska')
    expect(capitalised('German', 'en')).toBe('German')
    expect(capitalised('ökänd', 'sv')).toBe('Ökänd')
  })

  it("by the interface language's rules", () => {
    expect(capitalised('italyanca', 'tr')).toBe('İtalyanca')
    expect(capitalised('italiano', 'en')).toBe('Italiano')
  })

  it('leaves an empty text and a code alone', () => {
    expect(capitalised('', 'sv')).toBe('')
    expect(capitalised('zz', 'sv')).toBe('Zz')
  })
})

describe("the interface's own catalogues", () => {
  it('name no language in any message: a name is a value, whatever the pair', () => {
    for (const ui of ['sv', 'en']) {
      const file = join(import.meta.dirname, `../../locales/${ui}/editor.po`)
      const texts = [...poMessages(readFileSync(file, 'utf8')).values()]
      expect(texts.length).toBeGreaterThan(100)
      // A name's stem catches its other forms too: svensk, svenskan; English, Englishman.
      const stems = ['sv', 'en', 'de'].map((code) => languageName(code, ui).slice(0, -1))
      for (const stem of stems) {
        expect(texts.filter((text) => new RegExp(`\\b${stem}`, 'iu').test(text))).toEqual([])
      }
    }
  })
})

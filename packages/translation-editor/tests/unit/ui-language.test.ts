import { describe, expect, it } from 'vitest'
import { uiLanguage } from '../../src/i18n/ui-language'
import { uiCatalogues } from '../../src/server/ui-catalogues'

// The editor's interface language (translationEditor({ uiLanguage })): the languages it ships
// catalogues for, else English.
describe('the editor interface language', () => {
  it('auto follows the page language when the editor speaks it, region or not', () => {
    expect(uiLanguage('sv', 'auto')).toBe('sv')
    expect(uiLanguage('en', 'auto')).toBe('en')
    expect(uiLanguage('sv-SE', 'auto')).toBe('sv')
    expect(uiLanguage('EN-gb', 'auto')).toBe('en')
  })

  it('auto falls back to English for a language it does not ship, or none', () => {
    expect(uiLanguage('de', 'auto')).toBe('en')
    expect(uiLanguage(undefined, 'auto')).toBe('en')
  })

  it('a chosen language holds on any page', () => {
    expect(uiLanguage('sv', 'en')).toBe('en')
    expect(uiLanguage('en', 'sv')).toBe('sv')
  })

  it('the plugin refuses a language the editor does not ship, naming the choices', () => {
    // @ts-expect-error: not one of the option's values, as a JavaScript config could pass it
    expect(() => uiCatalogues('de')).toThrow('"de" is none of sv, en, auto')
  })
})

import { describe, expect, it } from 'vitest'
import {
  acceptedLanguages,
  browserLanguage,
  detectInBrowser,
  detectLanguage,
  STORAGE_KEY,
  storedLanguage,
} from '../../src/i18n/detect'

const hostile = [
  '<script>alert(1)</script>',
  'sv<script>',
  'en"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:void(0)',
  'vbscript:msgbox(1)',
  'sv onload=alert(1)',
  'en onmouseover = x',
  'eval(atob("YQ=="))',
  'alert`1`',
  'document.cookie',
  'sv;document.cookie',
  'window.location="//evil"',
  'location.href',
  'el.innerHTML="x"',
  'data:text/html,<b>',
  'sv-SE<svg/onload=1>',
  "en'-alert(1)-'",
  '${alert(1)}',
  'sv\u0000',
]

describe('language detection', () => {
  it('takes the path segment first', () => {
    expect(detectLanguage({ pathname: '/en/calculator', stored: 'sv', browser: ['sv-SE'] })).toBe(
      'en',
    )
  })

  it('then local storage, then browser languages, then sv', () => {
    expect(detectLanguage({ pathname: '/', stored: 'en', browser: ['sv-SE'] })).toBe('en')
    expect(detectLanguage({ pathname: '/', stored: null, browser: ['de-DE', 'en-GB'] })).toBe('en')
    expect(detectLanguage({ pathname: '/', stored: null, browser: ['de-DE', 'fr'] })).toBe('sv')
    expect(detectLanguage({})).toBe('sv')
  })

  it('accepts only exactly sv or en from storage', () => {
    expect(storedLanguage('sv')).toBe('sv')
    expect(storedLanguage('en')).toBe('en')
    for (const value of ['SV', ' sv', 'en-GB', 'de', '', null, 42, {}])
      expect(storedLanguage(value)).toBeUndefined()
  })

  it.each(hostile)('discards the hostile value %j', (value) => {
    expect(storedLanguage(value)).toBeUndefined()
    expect(browserLanguage([value])).toBeUndefined()
    expect(detectLanguage({ pathname: '/', stored: value, browser: [value] })).toBe('sv')
  })

  it('reads a language tag by its primary subtag only, whatever its other subtags spell', () => {
    expect(browserLanguage(['en-script'])).toBe('en')
    expect(browserLanguage(['sv-SE', 'en'])).toBe('sv')
    expect(browserLanguage(['zh-Hant-TW', 'en-GB'])).toBe('en')
  })

  it('removes a hostile stored value in the browser', () => {
    localStorage.setItem(STORAGE_KEY, '<script>alert(1)</script>')
    expect(detectInBrowser('/')).toMatch(/^(sv|en)$/)
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  // What the host reads from Accept-Language (deploy/nginx.conf, held to this by
  // tests/unit/deploy-config.test.ts): the browser's languages in its order of preference.
  it('reads Accept-Language as the browser orders its languages: by weight, then as written', () => {
    expect(acceptedLanguages('sv;q=0.1,en;q=0.9')).toEqual(['en', 'sv'])
    expect(acceptedLanguages('sv-SE,sv;q=0.9,en;q=0.8,de')).toEqual(['sv-SE', 'de', 'sv', 'en'])
    expect(acceptedLanguages('en;q=0.5,sv;q=0.50,de;q=0.500')).toEqual(['en', 'sv', 'de'])
    expect(acceptedLanguages(' en ; Q=0.7 ,\tsv\t')).toEqual(['sv', 'en'])
    expect(browserLanguage(acceptedLanguages('sv;q=0.1,en;q=0.9'))).toBe('en')
  })

  it('leaves out a language weighted 0 and an entry with no valid weight', () => {
    expect(acceptedLanguages('en;q=0,sv;q=0.000,de;q=0.')).toEqual([])
    expect(browserLanguage(acceptedLanguages('en;q=0'))).toBeUndefined()
    expect(acceptedLanguages('en;q=2,de;q=0.5000,fr;q=abc,sv;q=.5,nb;q=0.1;x=1,da')).toEqual(['da'])
    expect(acceptedLanguages('')).toEqual([])
  })

  it('reads the first 128 characters of a header, up to a "#"', () => {
    expect(acceptedLanguages(`${'x;q=0.1,'.repeat(16)}en`)).not.toContain('en')
    expect(acceptedLanguages(`${'x;q=0.1,'.repeat(15)}en`)).toContain('en')
    expect(acceptedLanguages('de#,en')).toEqual(['de'])
  })
})

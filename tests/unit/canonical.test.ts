import { describe, expect, it } from 'vitest'
import { canonicalHref } from '../../src/i18n/canonical'
import { allPublicPaths } from '../../src/i18n/slugs'

const fix = (pathname: string, preferred: 'sv' | 'en' = 'sv', hash = '', search = '') =>
  canonicalHref({ pathname, hash, search }, preferred)

describe('canonicalHref', () => {
  it.each(allPublicPaths())('leaves canonical %s alone', (path) => {
    expect(fix(path)).toBeUndefined()
    expect(fix(path, 'en')).toBeUndefined()
  })

  it('sends / to the preferred language, keeping the hash', () => {
    expect(fix('/')).toBe('/sv')
    expect(fix('/', 'en')).toBe('/en')
    expect(fix('/', 'sv', '#contact')).toBe('/sv#contact')
    expect(fix('/', 'en', '#contact')).toBe('/en#contact')
  })

  it('translates wrong-language slugs', () => {
    expect(fix('/sv/calculator')).toBe('/sv/kalkylator')
    expect(fix('/en/kalkylator')).toBe('/en/calculator')
    expect(fix('/sv/about/meet-team')).toBe('/sv/om-oss/traffa-teamet')
    expect(fix('/en/kom-igang/logga-in')).toBe('/en/get-started/login')
  })

  it('adds the language to unprefixed slugs', () => {
    expect(fix('/kalkylator', 'en')).toBe('/sv/kalkylator')
    expect(fix('/calculator', 'sv')).toBe('/en/calculator')
    expect(fix('/producentansvar')).toBe('/sv/producentansvar')
  })

  it('resolves the spec aliases', () => {
    expect(fix('/kom-igang')).toBe('/sv/kom-igang/guide')
    expect(fix('/om-oss/team')).toBe('/sv/om-oss/traffa-teamet')
    expect(fix('/hallbarhetsrapportering')).toBe('/sv/hallbarhetsredovisning')
    expect(fix('/cookies', 'sv')).toBe('/sv/cookies')
    expect(fix('/cookies', 'en')).toBe('/en/cookies')
    expect(fix('/en/about/team')).toBe('/en/about/meet-team')
    expect(fix('/sv/hallbarhetsrapportering')).toBe('/sv/hallbarhetsredovisning')
  })

  it('drops trailing slashes and keeps search and hash', () => {
    expect(fix('/sv/kalkylator/')).toBe('/sv/kalkylator')
    expect(fix('/sv/calculator', 'sv', '#faq', '?t=5')).toBe('/sv/kalkylator?t=5#faq')
  })

  it('drops whitespace at the end of the path (a link copied with a space)', () => {
    expect(fix('/sv/kalkylator%20')).toBe('/sv/kalkylator')
    expect(fix('/en/calculator%20%20/', 'sv', '#faq', '?weight=5')).toBe(
      '/en/calculator?weight=5#faq',
    )
    expect(fix('/sv%09')).toBe('/sv')
    expect(fix('/sv/kalk%20ylator')).toBeUndefined()
    expect(fix('/sv/finns-inte%20')).toBeUndefined()
  })

  it('merges repeated slashes into one canonical URL', () => {
    expect(fix('/sv//kalkylator')).toBe('/sv/kalkylator')
    expect(fix('//en///calculator//')).toBe('/en/calculator')
    expect(fix('/sv//calculator', 'sv', '', '?weight=5')).toBe('/sv/kalkylator?weight=5')
    expect(fix('//')).toBe('/sv')
    expect(fix('/sv//finns-inte')).toBeUndefined()
  })

  it('sends the .html and index.html file names of pages to the page', () => {
    expect(fix('/en/calculator.html')).toBe('/en/calculator')
    expect(fix('/sv/kalkylator.html', 'en', '#faq')).toBe('/sv/kalkylator#faq')
    expect(fix('/sv/index.html')).toBe('/sv')
    expect(fix('/en/index.html', 'sv')).toBe('/en')
    expect(fix('/sv.html')).toBe('/sv')
    expect(fix('/index.html', 'en')).toBe('/en')
    expect(fix('/sv/calculator.html')).toBe('/sv/kalkylator')
    expect(fix('/sv/om-oss/traffa-teamet/index.html')).toBe('/sv/om-oss/traffa-teamet')
  })

  it('keeps .html names that are no page unknown', () => {
    expect(fix('/404.html')).toBeUndefined()
    expect(fix('/en/404.html')).toBeUndefined()
    expect(fix('/sv/finns-inte.html')).toBeUndefined()
    expect(fix('/de/index.html')).toBeUndefined()
  })

  it('leaves malformed and hostile paths to the not-found page', () => {
    for (const path of [
      '/sv/%ZZ',
      '/en/%ZZ',
      '/sv/kalkylator%',
      '/en/%3Cscript%3E',
      '/sv/..%2F..%2Fetc',
      '/de',
    ]) {
      expect(fix(path)).toBeUndefined()
    }
  })

  // Decoded before the router's not-found match, so the page never flashes 404.
  it('reads percent-encoded letters, digits and "-._~" as themselves, nothing else', () => {
    expect(fix('/sv/kalkylat%6Fr')).toBe('/sv/kalkylator')
    expect(fix('/sv/kalkylat%6fr/', 'sv', '#faq', '?weight=5')).toBe('/sv/kalkylator?weight=5#faq')
    expect(fix('/en/c%61lculator%2Ehtml')).toBe('/en/calculator')
    expect(fix('/%73v/om%2Doss/traffa-teamet')).toBe('/sv/om-oss/traffa-teamet')
    expect(fix('/sv/c%61lculator')).toBe('/sv/kalkylator')
    expect(fix('/sv/fin%6Es-inte')).toBeUndefined()
    // an encoded "/" is no segment boundary
    expect(fix('/sv/om-oss%2Ftraffa-teamet')).toBeUndefined()
    expect(fix('/sv%2Fkalkylator')).toBeUndefined()
  })

  // The switcher's link as prerendered, where the host left its marker.
  it("replaces the switcher's marker query with the query of the page it was followed from", () => {
    const origin = 'https://www.cirkla.example'
    const at = (search: string, referrer?: string, hash = '') =>
      canonicalHref({ pathname: '/en/calculator', search, hash, origin, referrer }, 'sv')
    expect(at('?switch-from=sv', `${origin}/sv/kalkylator?weight=25&transports=3`)).toBe(
      '/en/calculator?weight=25&transports=3',
    )
    expect(at('?switch-from=sv', `${origin}/sv/kalkylator`)).toBe('/en/calculator')
    expect(at('?switch-from=sv')).toBe('/en/calculator')
    expect(at('?switch-from=sv', 'https://evil.example/sv/kalkylator?weight=25')).toBe(
      '/en/calculator',
    )
    expect(at('?switch-from=sv', `${origin}/sv?switch-from=en`)).toBe('/en/calculator')
    expect(at('?switch-from=sv', 'not a url')).toBe('/en/calculator')
    expect(at('?switch-from=en', `${origin}/sv?a=1`, '#x')).toBe('/en/calculator?a=1#x')
    // anything but the marker alone is a query of its own
    expect(at('?switch-from=sv&weight=2', `${origin}/sv?a=1`)).toBeUndefined()
    expect(at('?switch-from=de', `${origin}/sv?a=1`)).toBeUndefined()
    expect(
      canonicalHref(
        {
          pathname: '/sv/calculator',
          search: '?switch-from=en',
          origin,
          referrer: `${origin}/en/calculator?weight=5`,
        },
        'sv',
      ),
    ).toBe('/sv/kalkylator?weight=5')
  })

  it('leaves unknown paths to the not-found page', () => {
    expect(fix('/sv/finns-inte')).toBeUndefined()
    expect(fix('/xx/kalkylator')).toBeUndefined()
    expect(fix('/SV/kalkylator')).toBeUndefined()
    expect(fix('/nothing-here')).toBeUndefined()
  })
})

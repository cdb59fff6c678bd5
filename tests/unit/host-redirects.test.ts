import { describe, expect, it } from 'vitest'
import {
  generatedPart,
  hostRedirects,
  nginxPart,
  redirectsFile,
} from '../../scripts/lib/host-redirects.ts'
import { icoFromPng } from '../../scripts/lib/host-files.ts'
import { canonicalHref, otherAddresses } from '../../src/i18n/canonical'
import { locales, otherLocale } from '../../src/i18n/locales'
import { pagePaths, pages } from '../../src/i18n/pages'
import { allPublicPaths, publicPath } from '../../src/i18n/slugs'
import { nginxMap, shipped } from './nginx-conf'
import { readFileSync } from 'node:fs'

// The hosts' answers to a page's other addresses (they were a 404 and a flash of
// the 404 page before the client redirected): generated from the page registry
// (scripts/lib/host-redirects.ts) and checked here against it. The host's behaviour on the wire:
// tests/e2e/host.spec.ts.

const registry = { pageUrls: allPublicPaths(), addresses: otherAddresses(), canonicalHref }

/**
 * Where nginx sends a path (decoded, as its $uri), by the shipped config's maps: the page it
 * names at its address, or '' (no redirect); `lang` is the browser's language.
 */
const nginxAddress = (uri: string, lang: 'sv' | 'en' = 'sv') =>
  nginxMap('page_address', { browser_lang: lang })(nginxMap('named_page')(uri))

describe('the host redirects, generated from the page registry', () => {
  it('deploy/nginx.conf holds what the registry generates (else: npm run host:config)', () => {
    expect(generatedPart(shipped)).toBe(nginxPart(registry))
  })

  it('sends the addresses the spec and old links use to their page', () => {
    const cases: [string, string, string][] = [
      ['/kom-igang', '/sv/kom-igang/guide', '/sv/kom-igang/guide'],
      ['/om-oss/team', '/sv/om-oss/traffa-teamet', '/sv/om-oss/traffa-teamet'],
      ['/hallbarhetsrapportering', '/sv/hallbarhetsredovisning', '/sv/hallbarhetsredovisning'],
      ['/cookies', '/sv/cookies', '/en/cookies'],
      ['/sv/calculator', '/sv/kalkylator', '/sv/kalkylator'],
      ['/en/kalkylator', '/en/calculator', '/en/calculator'],
      ['/kalkylator', '/sv/kalkylator', '/sv/kalkylator'],
      ['/calculator', '/en/calculator', '/en/calculator'],
      ['/en/om-oss/team', '/en/about/meet-team', '/en/about/meet-team'],
      ['/get-started', '/en/get-started/guide', '/en/get-started/guide'],
    ]
    for (const [from, sv, en] of cases) {
      expect([nginxAddress(from, 'sv'), nginxAddress(from, 'en')], from).toEqual([sv, en])
      // and as the client would send it: one place decides
      expect([
        canonicalHref({ pathname: from }, 'sv'),
        canonicalHref({ pathname: from }, 'en'),
      ]).toEqual([sv, en])
    }
  })

  it('every page: its slug in the other language and without a language go to it', () => {
    for (const page of pagePaths)
      for (const lang of locales) {
        const slug: string = pages[page][otherLocale(lang)]
        if (!slug || slug === pages[page][lang]) continue
        expect(nginxAddress(`/${lang}/${slug}`), `/${lang}/${slug}`).toBe(publicPath(page, lang))
        expect(nginxAddress(`/${pages[page][lang]}`)).toBe(publicPath(page, lang))
      }
  })

  it('every other address, in any case and spelling: where the client sends it, one step', () => {
    const redirects = hostRedirects(registry)
    expect(redirects.length).toBeGreaterThan(70)
    for (const { from } of redirects)
      for (const spelling of [from, from.toUpperCase(), `${from}/`, `${from}.html`])
        for (const lang of locales)
          expect(nginxAddress(spelling, lang), `${spelling} (${lang})`).toBe(
            canonicalHref({ pathname: from }, lang),
          )
    // a page in other letters: itself
    for (const url of allPublicPaths())
      expect(nginxAddress(url.toUpperCase()), url.toUpperCase()).toBe(url)
    // what names no page stays unanswered (the 404 page)
    for (const uri of ['/sv/nope', '/de', '/kom-igang/nope', '/404', '/index', '/sv/kalkylator/x'])
      expect(nginxAddress(uri), uri).toBe('')
  })

  it('dist/_redirects: every address that names one page, 308; the language-neutral ones left to the page', () => {
    const file = redirectsFile(registry)
    const lines = file.split('\n').filter((line) => line && !line.startsWith('#'))
    const redirects = hostRedirects(registry)
    expect(lines).toEqual(
      redirects.flatMap((r) => (r.to === undefined ? [] : [`${r.from} ${r.to} 308`])),
    )
    expect(redirects.filter((r) => r.to === undefined).map((r) => r.from)).toEqual(['/cookies'])
    expect(file).toContain('/kom-igang /sv/kom-igang/guide 308\n')
    expect(file).not.toMatch(/^\/cookies /m)
  })

  it('refuses a registry whose addresses it cannot write', () => {
    expect(() => hostRedirects({ ...registry, addresses: ['/sv/a b'] })).toThrow(/a b/)
    expect(() =>
      hostRedirects({ ...registry, canonicalHref: () => '/sv/nowhere', addresses: ['/x'] }),
    ).toThrow(/no page/)
  })
})

describe('/favicon.ico', () => {
  it('is the 32 px PNG icon in an .ico container', () => {
    const png = readFileSync('public/favicon.png')
    const ico = icoFromPng(png)
    // reserved, type 1 (icon), one image; 32 x 32, 32 bits, the PNG's size, right after
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1])
    expect([
      ico[6],
      ico[7],
      ico.readUInt16LE(12),
      ico.readUInt32LE(14),
      ico.readUInt32LE(18),
    ]).toEqual([32, 32, 32, png.length, 22])
    expect(ico.subarray(22).equals(png)).toBe(true)
  })
})

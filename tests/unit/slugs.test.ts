import { describe, expect, it } from 'vitest'
import {
  allPublicPaths,
  pageByInternalPath,
  pageBySlug,
  publicPath,
  toInternalPath,
  toPublicPath,
} from '../../src/i18n/slugs'
import { pagePaths, pages } from '../../src/i18n/pages'

describe('slug map', () => {
  it('has 18 pages and 36 distinct public URLs', () => {
    expect(pagePaths).toHaveLength(18)
    const urls = allPublicPaths()
    expect(urls).toHaveLength(36)
    expect(new Set(urls).size).toBe(36)
  })

  it.each(pagePaths)('round-trips %s in both languages', (page) => {
    for (const lang of ['sv', 'en'] as const) {
      const pub = publicPath(page, lang)
      const internal = toInternalPath(pub) ?? pub
      expect(pageByInternalPath(internal)).toBe(page)
      expect(toPublicPath(internal) ?? internal).toBe(pub)
      expect(pageBySlug(lang, pages[page][lang])).toBe(page)
    }
  })

  it('uses the spec table slugs', () => {
    expect(publicPath('/$lang/calculator', 'sv')).toBe('/sv/kalkylator')
    expect(publicPath('/$lang/calculator', 'en')).toBe('/en/calculator')
    expect(publicPath('/$lang/about/meet-team', 'sv')).toBe('/sv/om-oss/traffa-teamet')
    expect(publicPath('/$lang/materials/wood-plastic-steel', 'sv')).toBe(
      '/sv/material/tra-plast-stal',
    )
    expect(publicPath('/$lang/get-started/login', 'sv')).toBe('/sv/kom-igang/logga-in')
    expect(publicPath('/$lang/sustainability-reporting', 'sv')).toBe('/sv/hallbarhetsredovisning')
    expect(publicPath('/$lang/cookies', 'en')).toBe('/en/cookies')
    expect(publicPath('/$lang/', 'en')).toBe('/en')
  })

  it('maps only Swedish slugs to internal paths', () => {
    expect(toInternalPath('/sv/kom-igang/api')).toBe('/sv/get-started/api')
    expect(toInternalPath('/en/get-started/api')).toBeUndefined()
    expect(toInternalPath('/en/kalkylator')).toBeUndefined()
    expect(toInternalPath('/de/kalkylator')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import {
  catalogueFile,
  catalogueLayout,
  cataloguePath,
  languagePair,
  LayoutError,
  readCatalogueLayout,
} from '../../src/server/catalogue-layout'
import { namespaces } from '../../../../src/shared/catalogues'

// What the editor reads of an app's lingui.config: its two languages and where each catalogue is.
const config = (over: object = {}) => ({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/shop' }],
  ...over,
})

describe("the editor's language pair", () => {
  it('is the sourceLocale and the one other locale', () => {
    expect(languagePair(config())).toEqual({ source: 'en', target: 'de' })
    expect(languagePair(config({ locales: ['de', 'en'] }))).toEqual({ source: 'en', target: 'de' })
  })

  it('of several other locales, is the one targetLocale names; without it, says to name one', () => {
    const several = config({ locales: ['en', 'de', 'fr'] })
    expect(languagePair(several, 'fr')).toEqual({ source: 'en', target: 'fr' })
    expect(() => languagePair(several)).toThrow(
      /several languages to translate into \(de, fr\): name the editor's with translationEditor\(\{ targetLocale \}\)/,
    )
  })

  it('refuses a targetLocale the config does not have, or the source itself', () => {
    expect(() => languagePair(config(), 'sv')).toThrow(LayoutError)
    expect(() => languagePair(config(), 'sv')).toThrow(
      "translationEditor({ targetLocale: 'sv' }): not one of lingui.config's locales (de)",
    )
    expect(() => languagePair(config(), 'en')).toThrow(LayoutError)
  })

  it('never takes a pseudo-locale for the target, and needs a language besides the source', () => {
    expect(
      languagePair(config({ locales: ['en', 'de', 'pseudo'], pseudoLocale: 'pseudo' })),
    ).toEqual({ source: 'en', target: 'de' })
    const normalized = { locales: ['en', 'de', 'xx'], pseudoLocale: [{ locale: 'xx' }] }
    expect(languagePair(config(normalized))).toEqual({ source: 'en', target: 'de' })
    expect(() => languagePair(config({ locales: ['en'] }))).toThrow(/no language besides/)
    expect(() => languagePair(config({ sourceLocale: undefined }))).toThrow(/no sourceLocale/)
  })
})

describe("the editor's catalogue layout", () => {
  it("is each catalogue's path, its namespace the path's last part, and the folder they share", () => {
    const layout = catalogueLayout(
      config({
        catalogs: [
          { path: '<rootDir>/src/locales/{locale}/shop' },
          { path: '<rootDir>/src/locales/{locale}/checkout' },
        ],
      }),
      '/app',
    )
    expect(layout).toEqual({
      root: '/app',
      languages: { source: 'en', target: 'de' },
      locales: ['en', 'de'],
      catalogues: { shop: 'src/locales/{locale}/shop', checkout: 'src/locales/{locale}/checkout' },
      dir: 'src/locales',
    })
    expect(cataloguePath(layout, 'target', 'shop')).toBe('src/locales/de/shop.po')
    expect(catalogueFile(layout, 'source', 'checkout')).toBe('/app/src/locales/en/checkout.po')
  })

  it("reads Lingui's normalized config too (absolute paths, rootDir set)", () => {
    const layout = catalogueLayout(
      config({ rootDir: '/app', catalogs: [{ path: '/app/i18n/{locale}/shop' }] }),
      '/app',
    )
    expect(layout.catalogues).toEqual({ shop: 'i18n/{locale}/shop' })
    expect(layout.dir).toBe('i18n')
  })

  it('refuses a catalogue that is not one per namespace, saying which', () => {
    for (const path of ['<rootDir>/locales/{locale}', '<rootDir>/locales/{name}/{locale}/x']) {
      expect(() => catalogueLayout(config({ catalogs: [{ path }] }), '/app')).toThrow(
        `lingui.config catalogue "${path}"`,
      )
    }
    expect(() => catalogueLayout(config({ catalogs: [] }), '/app')).toThrow(/no catalogs/)
  })

  it("of this workspace's site: sv -> en, one catalogue per namespace under locales/", async () => {
    const layout = await readCatalogueLayout(process.cwd())
    expect(layout.languages).toEqual({ source: 'sv', target: 'en' })
    expect(Object.keys(layout.catalogues).sort()).toEqual([...namespaces].sort())
    expect(layout.dir).toBe('locales')
    expect(cataloguePath(layout, 'target', 'home')).toBe('locales/en/home.po')
  })
})

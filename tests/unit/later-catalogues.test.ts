import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { poMessages } from 'lingui-translation-editor/po'
import { i18n, isCatalogLoaded, loadCatalogs, loadPageCatalogs } from '../../src/i18n/catalogs'
import { loadLaterCatalogue } from '../../src/i18n/later-catalogues'
import { laterParts } from '../../src/shared/catalogues'

// A later part's catalogue (src/shared/catalogues.ts, `laterParts`): the calculator's details.
const part = laterParts.calculator![0]!
const id = `${part}.faq.heading`
const text = (lang: string) =>
  poMessages(readFileSync(join(__dirname, '../../locales', lang, `${part}.po`), 'utf8')).get(id)

describe("a later part's catalogue", () => {
  it('is handed to Lingui without its change event: nothing shown renders again', async () => {
    await loadCatalogs('sv', ['common', 'calculator'])
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    await loadLaterCatalogue('sv', part)
    stop()
    expect(changes).toBe(0)
    expect(isCatalogLoaded('sv', part)).toBe(true)
    expect(i18n._(id)).toBe(text('sv'))
  })

  it('comes along with a language change of its page, in the new language before it is active', async () => {
    await loadCatalogs('sv', ['common', 'calculator'])
    await loadLaterCatalogue('sv', part)
    // What the part on screen says the moment English is active (the language switch).
    let atActivation: string | undefined
    const stop = i18n.on('change', () => {
      if (i18n.locale === 'en' && atActivation === undefined) atActivation = i18n._(id)
    })
    await loadPageCatalogs('en', 'calculator', { preload: false, shown: 'calculator' })
    stop()
    expect(i18n.locale).toBe('en')
    expect(atActivation).toBe(text('en'))
  })
})

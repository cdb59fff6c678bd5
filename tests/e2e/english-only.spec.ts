import { allPublicPaths } from '../../src/i18n/slugs'
import { expect, gotoHydrated, test } from './fixtures'

// Common Swedish function words: none of them is an English word, so any hit is untranslated copy.
const swedishWords = ['och', 'för', 'är', 'vår', 'med', 'att', 'inte', 'eller', 'som', 'på']

/**
 * Proper nouns that may appear on English pages and contain such words, removed before the scan.
 * Kept explicit so a new exception is a reviewed decision.
 */
const allowed = ['Naturvårdsverket', 'Näringslivets Producentansvar', 'Svenska']

const pattern = new RegExp(`(?<![\\p{L}])(${swedishWords.join('|')})(?![\\p{L}])`, 'giu')

function swedishHits(text: string): string[] {
  let cleaned = text
  for (const name of allowed) cleaned = cleaned.split(name).join(' ')
  return [...cleaned.matchAll(pattern)].map((m) => {
    const start = Math.max(0, m.index - 30)
    return cleaned.slice(start, m.index + m[0].length + 30).replace(/\s+/g, ' ')
  })
}

test('the scan itself finds Swedish words and ignores the whitelisted names', () => {
  expect(swedishHits('Spåra pallar och burar')).toHaveLength(1)
  expect(swedishHits('Boka en demo för att')).toHaveLength(2)
  expect(swedishHits('Swedish Environmental Protection Agency (Naturvårdsverket), Svenska')).toEqual([])
  expect(swedishHits('commerce, Cirkla, smooch, plattform')).toEqual([])
})

for (const url of allPublicPaths().filter((p) => p === '/en' || p.startsWith('/en/'))) {
  test(`${url}: no Swedish in the visible text`, async ({ page }) => {
    await gotoHydrated(page, url)
    const text = await page.locator('body').innerText()
    expect(swedishHits(text)).toEqual([])
  })
}

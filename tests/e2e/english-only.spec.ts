import { swedishHits } from './swedish-words'
import { expect, test } from './fixtures'

// Every English page's text is scanned with swedishHits, as served (prerendered-html.spec.ts).
test('the scan itself finds Swedish words and ignores the whitelisted names', () => {
  expect(swedishHits('Spåra pallar och burar')).toHaveLength(1)
  expect(swedishHits('Boka en demo för att')).toHaveLength(2)
  expect(
    swedishHits('Swedish Environmental Protection Agency (Naturvårdsverket), Svenska'),
  ).toEqual([])
  expect(swedishHits('commerce, Cirkla, smooch, plattform')).toEqual([])
})

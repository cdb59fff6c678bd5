// Common Swedish function words: none of them is an English word, so any hit is untranslated copy.
const swedishWords = ['och', 'för', 'är', 'vår', 'med', 'att', 'inte', 'eller', 'som', 'på']

/**
 * Proper nouns that may appear on English pages and contain such words, removed before the scan.
 * Kept explicit so a new exception is a reviewed decision.
 */
const allowed = ['Naturvårdsverket', 'Näringslivets Producentansvar', 'Svenska']

const pattern = new RegExp(`(?<![\\p{L}])(${swedishWords.join('|')})(?![\\p{L}])`, 'giu')

/** Each Swedish word in `text` with 30 characters around it (english-only.spec.ts tests the scan). */
export function swedishHits(text: string): string[] {
  let cleaned = text
  for (const name of allowed) cleaned = cleaned.split(name).join(' ')
  return [...cleaned.matchAll(pattern)].map((m) => {
    const start = Math.max(0, m.index - 30)
    return cleaned.slice(start, m.index + m[0].length + 30).replace(/\s+/g, ' ')
  })
}

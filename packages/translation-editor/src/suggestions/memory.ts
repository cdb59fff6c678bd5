import { distance } from 'fastest-levenshtein'

/**
 * Translation memory: for the row being edited, the closest existing translations among every
 * catalogue's translated pairs. Exact matches of the Swedish come first, then fuzzy ones ranked by
 * similarity: 1 − (edit distance / the longer length), the ratio translation tools report as a
 * percentage, with their usual floor of 75 % (Translate Toolkit's `pretranslate --similarity`).
 * The distance is fastest-levenshtein's (Myers' bit-parallel algorithm), not hand-written.
 *
 * An outdated translation's English no longer translates its Swedish: it translates the previous
 * Swedish. So it is in the memory as that pair (matched against the Swedish it was translated
 * from, never its current one), marked outdated, and every suggestion says which Swedish it
 * matched.
 */
export interface MemoryUnit {
  file: string
  key: string
  source: string
  target: string
  /** The English is outdated: the Swedish it was translated from. */
  outdated?: string
}

type SuggestionKind = 'exact' | 'fuzzy' | 'renamed'

export interface Suggestion {
  unit: MemoryUnit
  /** 0–1; exact matches are 1. */
  similarity: number
  /** `renamed`: the English of an id that disappeared while one with this Swedish appeared. */
  kind: SuggestionKind
  /** The Swedish the English translates, which this row's Swedish matched. */
  matched: string
}

export const MIN_SIMILARITY = 0.75

interface Indexed {
  unit: MemoryUnit
  norm: string
}

/** Compared as a reader would: case and runs of white space do not make texts different. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** The Swedish a unit's English translates: for an outdated one, the Swedish before the change. */
const sourceOf = (unit: MemoryUnit) => unit.outdated ?? unit.source

export interface TranslationMemory {
  units: readonly Indexed[]
  exact: ReadonlyMap<string, readonly Indexed[]>
}

/** Indexes the translated pairs (both texts present) once; `suggest` runs on every focus. */
export function translationMemory(units: Iterable<MemoryUnit>): TranslationMemory {
  const indexed: Indexed[] = []
  const exact = new Map<string, Indexed[]>()
  for (const unit of units) {
    if (!sourceOf(unit).trim() || !unit.target.trim()) continue
    const entry = { unit, norm: normalise(sourceOf(unit)) }
    indexed.push(entry)
    exact.set(entry.norm, [...(exact.get(entry.norm) ?? []), entry])
  }
  return { units: indexed, exact }
}

function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length)
  return longer === 0 ? 1 : 1 - distance(a, b) / longer
}

/**
 * Suggestions for one row (its own entry is never one), best first, one per English text.
 * `renamed` are the units of ids that disappeared (a rename): offered first when their Swedish
 * is the same or close.
 */
export function suggest(
  memory: TranslationMemory,
  row: { file: string; key: string; source: string },
  opts: { renamed?: readonly MemoryUnit[]; limit?: number } = {},
): Suggestion[] {
  const norm = normalise(row.source)
  if (!norm) return []
  const self = (u: MemoryUnit) => u.file === row.file && u.key === row.key
  const found: Suggestion[] = []
  for (const unit of opts.renamed ?? []) {
    if (!unit.target.trim()) continue
    const s = similarity(norm, normalise(sourceOf(unit)))
    if (s >= MIN_SIMILARITY)
      found.push({ unit, similarity: s, kind: 'renamed', matched: sourceOf(unit) })
  }
  for (const { unit } of memory.exact.get(norm) ?? []) {
    if (!self(unit)) found.push({ unit, similarity: 1, kind: 'exact', matched: sourceOf(unit) })
  }
  for (const entry of memory.units) {
    if (entry.norm === norm || self(entry.unit)) continue
    // The ratio can never reach the floor when the lengths alone differ too much: skip the
    // distance (most of a large memory is skipped here).
    const [short, long] = [entry.norm.length, norm.length].sort((a, b) => a - b)
    if (short! / long! < MIN_SIMILARITY) continue
    const s = similarity(norm, entry.norm)
    if (s >= MIN_SIMILARITY)
      found.push({ unit: entry.unit, similarity: s, kind: 'fuzzy', matched: sourceOf(entry.unit) })
  }
  const rank = (s: Suggestion) => (s.kind === 'renamed' ? 0 : s.kind === 'exact' ? 1 : 2)
  found.sort((a, b) => rank(a) - rank(b) || b.similarity - a.similarity)
  const seen = new Set<string>()
  return found
    .filter((s) => !seen.has(s.unit.target) && seen.add(s.unit.target))
    .slice(0, opts.limit ?? 5)
}

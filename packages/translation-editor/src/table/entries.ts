import type { EditorLang, TranslationEntry } from '../api/api-schema'

/** Which rows the "missing only" filter keeps; `outdated`: English whose Swedish changed since. */
export type MissingFilter = 'all' | EditorLang | 'either' | 'outdated'

/** A cell is missing when it is empty (whitespace counts as empty: it renders as nothing). */
export const isMissing = (text: string) => text.trim() === ''

/**
 * The file's work: missing texts per language, outdated English (its Swedish changed since), and
 * complete rows: both texts present and the English not outdated (an outdated row is still work).
 */
export function countEntries(entries: readonly TranslationEntry[]) {
  let missingSv = 0
  let missingEn = 0
  let outdated = 0
  let complete = 0
  for (const e of entries) {
    const sv = isMissing(e.source)
    const en = isMissing(e.target)
    if (sv) missingSv++
    if (en) missingEn++
    if (e.outdated) outdated++
    if (!sv && !en && !e.outdated) complete++
  }
  return { total: entries.length, complete, missingSv, missingEn, outdated }
}

/** A row still to do: a text missing, or English outdated. */
const toDo = (e: TranslationEntry) =>
  isMissing(e.source) || isMissing(e.target) || e.outdated !== undefined

function matchesMissing(e: TranslationEntry, filter: MissingFilter): boolean {
  if (filter === 'source') return isMissing(e.source)
  if (filter === 'target') return isMissing(e.target)
  if (filter === 'either') return isMissing(e.source) || isMissing(e.target)
  if (filter === 'outdated') return e.outdated !== undefined
  return true
}

/** Case-insensitive substring over key, Swedish and English. `needle` must be lower-cased. */
function matchesSearch(e: TranslationEntry, needle: string): boolean {
  if (!needle) return true
  return (
    e.key.toLowerCase().includes(needle) ||
    e.source.toLowerCase().includes(needle) ||
    e.target.toLowerCase().includes(needle)
  )
}

/**
 * Visible rows. `pinned` keys stay visible although they no longer match: a row you are
 * typing into must not vanish from the "missing only" view the moment it is filled in.
 */
export function filterEntries(
  entries: readonly TranslationEntry[],
  opts: { search: string; missing: MissingFilter; pinned?: ReadonlySet<string> },
): TranslationEntry[] {
  const needle = opts.search.trim().toLowerCase()
  if (!needle && opts.missing === 'all') return entries as TranslationEntry[]
  return entries.filter(
    (e) => opts.pinned?.has(e.key) || (matchesMissing(e, opts.missing) && matchesSearch(e, needle)),
  )
}

export function applyDrafts(
  entries: readonly TranslationEntry[],
  drafts: Readonly<Record<string, { source: string; target: string }>>,
): TranslationEntry[] {
  if (Object.keys(drafts).length === 0) return entries as TranslationEntry[]
  return entries.map((e) => {
    const d = drafts[e.key]
    return d ? { ...e, source: d.source, target: d.target } : e
  })
}

/** Flat `{ "dotted.key": "text" }`, sorted by key (the dotted ids are Lingui's message ids). */
export function toJson(entries: readonly TranslationEntry[], lang: EditorLang): string {
  const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const out: Record<string, string> = {}
  for (const e of sorted) out[e.key] = e[lang]
  return JSON.stringify(out, null, 2)
}

/** Index of the next row after `from` still to do: a text missing or outdated (wraps around). */
export function nextToDoIndex(rows: readonly TranslationEntry[], from: number): number {
  for (let step = 1; step <= rows.length; step++) {
    const i = (from + step) % rows.length
    const row = rows[i]
    if (row && toDo(row)) return i
  }
  return -1
}

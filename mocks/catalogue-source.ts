import { parsePo } from '../src/features/editor/po'
import type { TranslationEntry } from '../src/features/editor/api-schema'

/**
 * The real Lingui catalogues as raw text. `?raw` keeps @lingui/vite-plugin away (it only
 * compiles ids ending in `.po`), so the editor shows exactly the files the site ships.
 * Lazy: each file is its own small chunk, fetched when the editor opens it.
 */
const raw = import.meta.glob<string>('/locales/*/*.po', { query: '?raw', import: 'default' })

const idOf = (path: string) => /^\/locales\/[^/]+\/([^/]+)\.po$/.exec(path)?.[1]

/** One id per namespace, from the Swedish (source) catalogues. */
export const catalogueIds: string[] = Object.keys(raw)
  .filter((p) => p.startsWith('/locales/sv/'))
  .map((p) => idOf(p))
  .filter((id): id is string => !!id)
  .sort()

export async function readPo(lang: 'sv' | 'en', id: string): Promise<Map<string, string>> {
  const load = raw[`/locales/${lang}/${id}.po`]
  return load ? parsePo(await load()) : new Map()
}

/** Entries of a catalogue in key order, or null for an unknown id. */
export async function readCatalogue(id: string): Promise<TranslationEntry[] | null> {
  if (!catalogueIds.includes(id)) return null
  const [sv, en] = await Promise.all([readPo('sv', id), readPo('en', id)])
  const keys = [...new Set([...sv.keys(), ...en.keys()])].sort()
  return keys.map((key) => ({ key, sv: sv.get(key) ?? '', en: en.get(key) ?? '' }))
}

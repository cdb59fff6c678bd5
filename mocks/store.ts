import type { TranslationEntry } from '../src/features/editor/api-schema'

/**
 * Saved edits of the mock API, kept in localStorage so a reload or a crash loses nothing.
 * Only differences from the shipped catalogue are stored: a later `npm run extract` that
 * changes a file does not get masked by stale copies of unchanged entries.
 */
const STORAGE_KEY = 'cirkla.editor.edits.v1'

type Edits = Record<string, Record<string, { sv: string; en: string }>>

function readAll(): Edits {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Edits) : {}
  } catch {
    return {}
  }
}

function writeAll(edits: Edits) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(edits))
}

export function withEdits(id: string, base: TranslationEntry[]): TranslationEntry[] {
  const edits = readAll()[id]
  if (!edits) return base
  return base.map((e) => {
    const edit = edits[e.key]
    return edit ? { key: e.key, sv: edit.sv, en: edit.en } : e
  })
}

/** Stores the entries that differ from `base`; entries equal to it drop their stored edit. */
export function saveEdits(id: string, base: TranslationEntry[], entries: TranslationEntry[]) {
  const all = readAll()
  const fileEdits = { ...all[id] }
  const byKey = new Map(base.map((e) => [e.key, e]))
  for (const e of entries) {
    const shipped = byKey.get(e.key)
    if (!shipped) continue
    if (shipped.sv === e.sv && shipped.en === e.en) delete fileEdits[e.key]
    else fileEdits[e.key] = { sv: e.sv, en: e.en }
  }
  if (Object.keys(fileEdits).length) all[id] = fileEdits
  else delete all[id]
  writeAll(all)
}

export function discardEdits(id: string) {
  const all = readAll()
  delete all[id]
  writeAll(all)
}

import * as z from 'zod/mini'
import { locales } from '../../i18n/locales'
import type { EditorLang, EntryChange, TranslationEntry } from './api-schema'
import { readStored, writeStored, type Stored } from './stored'

/**
 * Unsaved edits, kept in this browser until they are saved or discarded on purpose (a reload,
 * a crash or a closed tab loses nothing). One store for every tab: each change rewrites only its
 * own key in localStorage (read fresh, merged, written back), and every tab re-reads on the
 * `storage` event, so two tabs' drafts add up and each shows the other's live. Each draft
 * remembers the saved texts it started from (`base`): when the file changes underneath (another
 * tab, `npm run extract`, a `git pull`), the keys whose text moved are conflicts, the rest can
 * still be saved as they are. A draft whose key is gone from the file stays stored (an orphan)
 * until the translator moves, copies or discards it.
 */
const DRAFTS_KEY = 'cirkla.editor.drafts.v1'
const CHANGE_EVENT = 'cirkla:editor-drafts'

const texts = z.object({ sv: z.string(), en: z.string() })
const draftSchema = z.object({ sv: z.string(), en: z.string(), base: texts })

export type Draft = z.infer<typeof draftSchema>
export type Drafts = Record<string, Draft>

let cache: { raw: string | null; value: Stored<Draft> } | undefined

/** Every file's drafts as stored now (the same object until the store changes). */
export function loadDrafts(): Stored<Draft> {
  const raw = localStorage.getItem(DRAFTS_KEY)
  if (cache?.raw !== raw) cache = { raw, value: readStored(DRAFTS_KEY, draftSchema) }
  return cache.value
}

export function subscribeDrafts(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === DRAFTS_KEY || e.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** Sets (or with null removes) some keys' drafts of one file; every other key stays as stored. */
export function patchDrafts(fileId: string, patch: Readonly<Record<string, Draft | null>>) {
  const all = readStored(DRAFTS_KEY, draftSchema)
  const file = { ...all[fileId] }
  for (const [key, draft] of Object.entries(patch)) {
    if (draft) file[key] = draft
    else delete file[key]
  }
  writeStored(DRAFTS_KEY, { ...all, [fileId]: file })
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

const langs: EditorLang[] = [...locales]

/** Drafts that differ from the saved entry (typing and deleting it again is not an edit). */
export function dirtyKeys(saved: readonly TranslationEntry[], drafts: Drafts): Set<string> {
  const dirty = new Set<string>()
  for (const e of saved) {
    const d = drafts[e.key]
    if (d && (d.sv !== e.sv || d.en !== e.en)) dirty.add(e.key)
  }
  return dirty
}

/** A draft whose text changed in the file since the draft began, to something else than it. */
export interface Conflict {
  key: string
  lang: EditorLang
  mine: string
  current: string
}

export function conflictsOf(saved: readonly TranslationEntry[], drafts: Drafts): Conflict[] {
  const out: Conflict[] = []
  for (const e of saved) {
    const d = drafts[e.key]
    if (!d) continue
    for (const lang of langs) {
      if (e[lang] !== d.base[lang] && d[lang] !== d.base[lang] && d[lang] !== e[lang]) {
        out.push({ key: e.key, lang, mine: d[lang], current: e[lang] })
      }
    }
  }
  return out
}

/**
 * Drafts rebased on the file as it is now: a language the translator did not touch follows the
 * file, so only the texts they changed are ever sent. Conflicting texts are left as they are.
 */
export function rebase(saved: readonly TranslationEntry[], drafts: Drafts): Drafts {
  const byKey = new Map(saved.map((e) => [e.key, e]))
  const out: Drafts = {}
  for (const [key, d] of Object.entries(drafts)) {
    const e = byKey.get(key)
    if (!e) continue
    const next: Draft = { ...d, base: { ...d.base } }
    for (const lang of langs) {
      if (d[lang] === d.base[lang]) next[lang] = e[lang]
      if (d[lang] === d.base[lang] || d[lang] === e[lang]) next.base[lang] = e[lang]
    }
    if (next.sv !== e.sv || next.en !== e.en) out[key] = next
  }
  return out
}

/** The save request's changes: per key, only the languages the translator changed. */
export function changesOf(drafts: Drafts, keys: Iterable<string>): EntryChange[] {
  const out: EntryChange[] = []
  for (const key of keys) {
    const d = drafts[key]
    if (!d) continue
    const change: EntryChange = { key }
    for (const lang of langs) if (d[lang] !== d.base[lang]) change[lang] = d[lang]
    if (change.sv !== undefined || change.en !== undefined) out.push(change)
  }
  return out
}

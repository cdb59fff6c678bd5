import * as z from 'zod/mini'
import { roles } from '../host/languages'
import type { EditorLang, EntryChange, TranslationEntry } from '../api/api-schema'
import { readStored, writeStored, type Stored } from './stored'
import { storageName } from '../host/app-config'

/**
 * Unsaved edits, kept in this browser until they are saved or discarded on purpose (a reload,
 * a crash or a closed tab loses nothing). One store for every tab: each change rewrites only its
 * own key in localStorage (read fresh, merged, written back), and every tab re-reads on the
 * `storage` event, so two tabs' drafts add up and each shows the other's live. Each draft
 * remembers the saved texts it started from (`base`): when the file changes underneath (another
 * tab, `npm run extract`, a `git pull`), the keys whose text moved are conflicts, the rest can
 * still be saved as they are. A draft whose key is gone from the file stays stored (an orphan)
 * until the translator moves, copies or discards it.
 *
 * Each tab also keeps what it typed itself (`tabDrafts`, in its sessionStorage: it survives a
 * reload of that tab). When another tab types over a row this tab typed in, the shared store
 * holds the other tab's text; this tab keeps showing its own and shows both to choose (tabView),
 * instead of having its field rewritten under the translator's hands.
 */
const DRAFTS_KEY = `${storageName}.editor.drafts.v1`
const TAB_KEY = `${storageName}.editor.tab-drafts.v1`

const texts = z.object({ source: z.string(), target: z.string() })
const draftSchema = z.object({ source: z.string(), target: z.string(), base: texts })

export type Draft = z.infer<typeof draftSchema>
export type Drafts = Record<string, Draft>

function draftStore(key: string, storage: () => Storage) {
  const event = `${storageName}:editor-drafts:${key}`
  let cache: { raw: string | null; value: Stored<Draft> } | undefined
  return {
    /** Every file's drafts as stored now (the same object until the store changes). */
    load: (): Stored<Draft> => {
      const raw = storage().getItem(key)
      if (cache?.raw !== raw) cache = { raw, value: readStored(key, draftSchema, storage()) }
      return cache.value
    },
    subscribe: (onChange: () => void) => {
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) onChange()
      }
      window.addEventListener('storage', onStorage)
      window.addEventListener(event, onChange)
      return () => {
        window.removeEventListener('storage', onStorage)
        window.removeEventListener(event, onChange)
      }
    },
    /** Sets (or with null removes) some keys' drafts of one file; every other key stays. */
    patch: (fileId: string, patch: Readonly<Record<string, Draft | null>>) => {
      const all = readStored(key, draftSchema, storage())
      const file = { ...all[fileId] }
      for (const [k, draft] of Object.entries(patch)) {
        if (draft) file[k] = draft
        else delete file[k]
      }
      writeStored(key, { ...all, [fileId]: file }, storage())
      window.dispatchEvent(new Event(event))
    },
  }
}

/** The drafts every tab shares (localStorage). */
export const sharedDrafts = draftStore(DRAFTS_KEY, () => localStorage)
/** What this tab typed itself (sessionStorage). */
export const tabDrafts = draftStore(TAB_KEY, () => sessionStorage)
export const loadDrafts = () => sharedDrafts.load()

const langs: EditorLang[] = [...roles]

/** Drafts that differ from the saved entry (typing and deleting it again is not an edit). */
export function dirtyKeys(saved: readonly TranslationEntry[], drafts: Drafts): Set<string> {
  const dirty = new Set<string>()
  for (const e of saved) {
    const d = drafts[e.key]
    if (d && (d.source !== e.source || d.target !== e.target)) dirty.add(e.key)
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
    if (next.source !== e.source || next.target !== e.target) out[key] = next
  }
  return out
}

const sameTexts = (a: Draft, b: Draft) => a.source === b.source && a.target === b.target

/**
 * This tab's drafts: the shared store, except where another tab changed a text this tab typed
 * (`own`). There the row keeps this tab's text and each language that differs is a conflict:
 * this tab's text against the other tab's. Where the store no longer holds the row at all
 * (another tab saved or discarded it), this tab's text stays its draft and the file decides:
 * gone if the file now holds it, a conflict with the file if it holds another text.
 */
export function tabView(stored: Drafts, own: Drafts): { drafts: Drafts; conflicts: Conflict[] } {
  const drafts = { ...stored }
  const conflicts: Conflict[] = []
  for (const [key, mine] of Object.entries(own)) {
    const theirs = stored[key]
    if (theirs && sameTexts(theirs, mine)) continue
    drafts[key] = mine
    if (!theirs) continue
    for (const lang of langs) {
      if (theirs[lang] !== mine[lang]) {
        conflicts.push({ key, lang, mine: mine[lang], current: theirs[lang] })
      }
    }
  }
  return { drafts, conflicts }
}

/** The save request's changes: per key, only the languages the translator changed. */
export function changesOf(drafts: Drafts, keys: Iterable<string>): EntryChange[] {
  const out: EntryChange[] = []
  for (const key of keys) {
    const d = drafts[key]
    if (!d) continue
    const change: EntryChange = { key }
    for (const lang of langs) if (d[lang] !== d.base[lang]) change[lang] = d[lang]
    if (change.source !== undefined || change.target !== undefined) out.push(change)
  }
  return out
}

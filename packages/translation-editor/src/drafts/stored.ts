import * as z from 'zod/mini'
import { isRole } from '../host/languages'
import { languages, roleOf, storageName } from '../host/app-config'

/**
 * Editor data kept in localStorage (unsaved drafts; in the built site also the saved edits) or,
 * for what one tab alone typed, its sessionStorage:
 * two levels, file id -> message key -> value. Whatever cannot be read (not JSON, or entries of
 * the wrong shape) is never overwritten and never hides the rest: it moves aside under its own
 * key, the valid entries are used, and the page tells the translator (see AsideNotice).
 *
 * A value's texts are stored under their language's code (`{ "sv": …, "en": … }`), not under
 * their role: what a browser keeps stays the translator's through a change of the code's roles.
 */
const ASIDE_PREFIX = `${storageName}.editor.unreadable.`
export const ASIDE_EVENT = `${storageName}:editor-aside`

export type Stored<T> = Record<string, Record<string, T>>

function setAside(from: string, text: string) {
  const stamp = new Date().toISOString()
  localStorage.setItem(
    `${ASIDE_PREFIX}${from}.${stamp}.${Math.random().toString(36).slice(2, 8)}`,
    text,
  )
  window.dispatchEvent(new Event(ASIDE_EVENT))
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A value with its role keys renamed, at any depth (a draft's `base` holds both texts too). */
const renamed = (v: unknown, name: (key: string) => string | undefined): unknown =>
  isRecord(v)
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [name(k) ?? k, renamed(x, name)]))
    : v
const fromCodes = (v: unknown) => renamed(v, roleOf)
const toCodes = (v: unknown) => renamed(v, (k) => (isRole(k) ? languages[k] : undefined))

export function readStored<T>(
  storageKey: string,
  entry: z.ZodMiniType<T>,
  storage: Storage = localStorage,
): Stored<T> {
  const raw = storage.getItem(storageKey)
  if (raw === null) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  if (!isRecord(parsed)) {
    setAside(storageKey, raw)
    storage.removeItem(storageKey)
    return {}
  }
  const good: Stored<T> = {}
  const bad: Record<string, unknown> = {}
  for (const [file, entries] of Object.entries(parsed)) {
    if (!isRecord(entries)) {
      bad[file] = entries
      continue
    }
    for (const [key, value] of Object.entries(entries)) {
      const ok = entry.safeParse(fromCodes(value))
      if (ok.success) (good[file] ??= {})[key] = ok.data
      else ((bad[file] ??= {}) as Record<string, unknown>)[key] = value
    }
  }
  if (Object.keys(bad).length) {
    setAside(storageKey, JSON.stringify(bad, null, 2))
    writeStored(storageKey, good, storage)
  }
  return good
}

export function writeStored<T>(
  storageKey: string,
  value: Stored<T>,
  storage: Storage = localStorage,
) {
  const pruned = Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => Object.keys(v).length)
      .map(([file, entries]) => [
        file,
        Object.fromEntries(Object.entries(entries).map(([key, v]) => [key, toCodes(v)])),
      ]),
  )
  if (Object.keys(pruned).length) storage.setItem(storageKey, JSON.stringify(pruned))
  else storage.removeItem(storageKey)
}

/** What was set aside: storage key -> the text as it was found. */
export function asideItems(): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(ASIDE_PREFIX)) out[key] = localStorage.getItem(key) ?? ''
  }
  return out
}

export function discardAside() {
  for (const key of Object.keys(asideItems())) localStorage.removeItem(key)
  window.dispatchEvent(new Event(ASIDE_EVENT))
}

import { isRole, roles } from '../host/languages'
import { languages, roleOf } from '../host/app-config'
import type { MissingFilter } from '../table/entries'

/**
 * The editor's URL search, `?file=…&q=…&filter=…&key=…`, as read from a link: each field text,
 * an empty or default one left out. `file` is what the link asked for: whether such a file exists
 * the page knows (the API's list), and says so when it does not.
 */
export interface EditorSearch {
  file?: string
  q?: string
  /** A filter as the URL says it: a language's own by its code (`?filter=en`). */
  filter?: string
  key?: string
}

/** The editor's view: the search with its defaults (no file: the one the key is in, or common). */
export interface EditorView {
  file: string
  q: string
  filter: MissingFilter
  key: string
}

// A language's own filter (its missing texts) comes from the one list of languages.
const filters: readonly MissingFilter[] = ['all', ...roles, 'either', 'outdated']
const isFilter = (v: string): v is MissingFilter => (filters as readonly string[]).includes(v)

/** The URL's filter: a language's by its code, the others by name. */
const fromUrl = (v: string): MissingFilter | undefined =>
  roleOf(v) ?? (isFilter(v) && !isRole(v) ? v : undefined)
const toUrl = (filter: MissingFilter): string => (isRole(filter) ? languages[filter] : filter)

/** A filter as a `<select>` or a link holds it: text, checked against the filters there are. */
export const parseFilter = (v: string): MissingFilter | undefined => (isFilter(v) ? v : undefined)

// TanStack Router's default search parser JSON-parses each value (`?q=123` arrives as a number).
// A repeated parameter arrives as an array: its first value counts, as URLSearchParams.get reads it.
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : Array.isArray(v)
        ? text(v[0])
        : ''

/**
 * The route's `validateSearch` (the host's editor route) and the page's own reading of it.
 * Hand-written rather than a schema library: the route tree ships on every page's first load,
 * and four plain fields need none. An unknown filter falls back to all rows.
 */
export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const file = text(search.file)
  const q = text(search.q)
  const filter = text(search.filter)
  const key = text(search.key)
  return {
    ...(file && { file }),
    ...(q && { q }),
    ...(fromUrl(filter) && filter !== 'all' && { filter }),
    ...(key && { key }),
  }
}

/** The view a search shows: the defaults filled in. */
export const editorView = (search: EditorSearch): EditorView => ({
  file: search.file ?? '',
  q: search.q ?? '',
  filter: fromUrl(search.filter ?? '') ?? 'all',
  key: search.key ?? '',
})

/** The search for a view: defaults left out, so a plain view keeps a plain URL (no `q=`). */
export const editorViewSearch = (view: EditorView): EditorSearch =>
  parseEditorSearch({ ...view, filter: toUrl(view.filter) })

import { locales } from '../host/languages'
import type { MissingFilter } from '../table/entries'

/** The editor's view as its URL holds it: `?file=…&q=…&filter=…&key=…`. */
export interface EditorView {
  file: string
  q: string
  filter: MissingFilter
  key: string
}

// A language's own filter (its missing texts) comes from the one list of languages.
const filters: readonly MissingFilter[] = ['all', ...locales, 'either', 'outdated']

// TanStack Router's default search parser JSON-parses each value (`?q=123` arrives as a number).
const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''

/**
 * Hand-written rather than the route's validateSearch with zod: the route tree ships on every
 * page's first load, and four plain fields need no schema library. An unknown file or filter
 * falls back to the default; `isFile` says which namespaces exist.
 * A link without `q` (the in-context panel's `?file&key`) searches for the key, so the row shows.
 */
export function parseEditorView(
  search: Record<string, unknown>,
  isFile: (id: string) => boolean,
): EditorView {
  const file = text(search.file)
  const key = text(search.key)
  const filter = text(search.filter) as MissingFilter
  return {
    file: isFile(file) ? file : '',
    q: search.q === undefined ? key : text(search.q),
    filter: filters.includes(filter) ? filter : 'all',
    key,
  }
}

/** The search params for a view: defaults left out, so a plain view keeps a plain URL. */
export function editorViewSearch(view: EditorView): Record<string, string | undefined> {
  return {
    file: view.file || undefined,
    // Written whenever a key is, even empty: without it the key would be searched for.
    q: view.q || (view.key ? '' : undefined),
    filter: view.filter === 'all' ? undefined : view.filter,
    key: view.key || undefined,
  }
}

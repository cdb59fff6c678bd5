/*
 * The editor route's search, as its `validateSearch` reads it: this module is in the app's route
 * tree, on every page's first load, so it imports nothing.
 */

/**
 * The editor's URL search, `?file=…&q=…&filter=…&key=…`, as read from a link: each field text,
 * an empty or default one left out. `file` is what the link asked for: whether such a file exists
 * the page knows (the API's list), and says so when it does not. `view=todo`: every file's
 * missing and outdated rows in one list instead of one file.
 */
export interface EditorSearch {
  view?: 'todo'
  file?: string
  q?: string
  /** A filter as the URL says it: a language's own by its code (`?filter=en`). */
  filter?: string
  key?: string
}

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
 * and a few plain fields need none. Nor does it check the filter against the app's languages (the
 * editor's view does: an unknown filter falls back to all rows), so every page of the app carries
 * this function and nothing more of the editor.
 */
export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const file = text(search.file)
  const q = text(search.q)
  const filter = text(search.filter)
  const key = text(search.key)
  const view = text(search.view) === 'todo' ? 'todo' : undefined
  return {
    ...(view && { view }),
    ...(file && { file }),
    ...(q && { q }),
    ...(filter && filter !== 'all' && { filter }),
    ...(key && { key }),
  }
}

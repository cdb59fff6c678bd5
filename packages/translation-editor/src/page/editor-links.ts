import { isRole, roles } from '../host/languages'
import { languages, roleOf } from '../host/pair'
import type { MissingFilter } from '../table/entries'
import { parseEditorSearch, type EditorSearch } from './editor-search'

/** The editor's view: the search with its defaults (no file: the one the key is in, or common). */
export interface EditorView {
  view: 'file' | 'todo'
  file: string
  q: string
  filter: MissingFilter
  key: string
}

// A language's own filter (its missing texts) comes from the one list of languages.
const filters: readonly MissingFilter[] = ['all', ...roles, 'either', 'outdated']
const isFilter = (v: string): v is MissingFilter => (filters as readonly string[]).includes(v)

/**
 * A filter as a URL, a `<select>` or a link holds it: text, checked against the filters there are.
 * A language's own filter is said by the language's code (`?filter=en`).
 */
export const parseFilter = (v: string): MissingFilter | undefined =>
  roleOf(v) ?? (isFilter(v) && !isRole(v) ? v : undefined)
export const filterValue = (filter: MissingFilter): string =>
  isRole(filter) ? languages[filter] : filter

/** The view a search shows: the defaults filled in. */
export const editorView = (search: EditorSearch): EditorView => ({
  view: search.view ?? 'file',
  file: search.file ?? '',
  q: search.q ?? '',
  filter: parseFilter(search.filter ?? '') ?? 'all',
  key: search.key ?? '',
})

/** The search for a view: defaults left out, so a plain view keeps a plain URL (no `q=`). */
export const editorViewSearch = (view: EditorView): EditorSearch =>
  parseEditorSearch({ ...view, filter: filterValue(view.filter) })

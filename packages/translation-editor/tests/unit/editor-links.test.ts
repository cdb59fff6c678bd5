import { describe, expect, it } from 'vitest'
import { editorView, editorViewSearch } from '../../src/page/editor-links'
import { parseEditorSearch } from '../../src/page/editor-search'
import { lookupOrder } from '../../src/page/locate-key'

describe('editor links', () => {
  it('reads file, search, filter and row; an unknown filter falls back to all rows', () => {
    expect(
      parseEditorSearch({ file: 'home', q: 'hero', filter: 'en', key: 'home.hero.title' }),
    ).toEqual({ file: 'home', q: 'hero', filter: 'en', key: 'home.hero.title' })
    // The file is kept as asked: the page says when no such file exists.
    expect(editorView(parseEditorSearch({ file: 'nope', filter: 'odd' }))).toEqual({
      view: 'file',
      file: 'nope',
      q: '',
      filter: 'all',
      key: '',
    })
  })

  it('a number-like search comes back as text (the router JSON-parses values)', () => {
    expect(parseEditorSearch({ q: 123 }).q).toBe('123')
  })

  it('a repeated parameter counts once, its first value', () => {
    expect(parseEditorSearch({ file: ['home', 'legal'], q: [7, 'x'] })).toEqual({
      file: 'home',
      q: '7',
    })
  })

  it('a key is the row, never a search: a link with a key and no q searches for nothing', () => {
    expect(editorView(parseEditorSearch({ key: 'home.intro.title' }))).toEqual({
      view: 'file',
      file: '',
      q: '',
      filter: 'all',
      key: 'home.intro.title',
    })
    // The address bar after a click on a row with an empty search: the same view.
    expect(parseEditorSearch({ file: 'legal', q: '', key: 'legal.x' })).toEqual({
      file: 'legal',
      key: 'legal.x',
    })
  })

  it('writes defaults out of the URL (no empty q=) and round-trips a view', () => {
    expect(
      editorViewSearch({ view: 'file', file: 'home', q: '', filter: 'all', key: 'home.x' }),
    ).toEqual({
      file: 'home',
      key: 'home.x',
    })
    for (const filter of ['either', 'outdated'] as const) {
      const view = {
        view: 'file' as const,
        file: 'calculator',
        q: 'a',
        filter,
        key: 'calculator.x',
      }
      expect(editorView(parseEditorSearch({ ...editorViewSearch(view) }))).toEqual(view)
    }
  })

  it('reads the all-files view of rows to do (`view=todo`); another view is a file view', () => {
    expect(parseEditorSearch({ view: 'todo' })).toEqual({ view: 'todo' })
    expect(parseEditorSearch({ view: 'other', file: 'home' })).toEqual({ file: 'home' })
    const todo = editorView(parseEditorSearch({ view: 'todo' }))
    expect(todo.view).toBe('todo')
    expect(editorViewSearch(todo)).toEqual({ view: 'todo' })
  })

  it('looks for a key first in the file its first segment names, then in the others', () => {
    const files = ['common', 'home', 'legal']
    expect(lookupOrder('legal.privacy.title', files)).toEqual(['legal', 'common', 'home'])
    expect(lookupOrder('cookie.x', files)).toEqual(files)
  })
})

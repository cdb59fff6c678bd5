import { describe, expect, it } from 'vitest'
import { editorViewSearch, parseEditorView } from '../../src/page/editor-links'

const isFile = (id: string) => ['common', 'home', 'calculator'].includes(id)

describe('editor links', () => {
  it('reads file, search, filter and row; unknown values fall back to the defaults', () => {
    expect(
      parseEditorView({ file: 'home', q: 'hero', filter: 'en', key: 'home.hero.title' }, isFile),
    ).toEqual({ file: 'home', q: 'hero', filter: 'en', key: 'home.hero.title' })
    expect(parseEditorView({ file: 'nope', filter: 'odd' }, isFile)).toEqual({
      file: '',
      q: '',
      filter: 'all',
      key: '',
    })
  })

  it('a number-like search comes back as text (the router JSON-parses values)', () => {
    expect(parseEditorView({ q: 123 }, isFile).q).toBe('123')
  })

  it("the in-context panel's ?file&key searches for the key; an explicit empty q does not", () => {
    expect(parseEditorView({ file: 'home', key: 'home.intro.title' }, isFile).q).toBe(
      'home.intro.title',
    )
    expect(parseEditorView({ file: 'home', q: '', key: 'home.intro.title' }, isFile).q).toBe('')
  })

  it('writes defaults out of the URL and round-trips a view', () => {
    expect(editorViewSearch({ file: 'home', q: '', filter: 'all', key: '' })).toEqual({
      file: 'home',
      q: undefined,
      filter: undefined,
      key: undefined,
    })
    for (const filter of ['either', 'outdated'] as const) {
      const view = { file: 'calculator', q: '', filter, key: 'calculator.x' }
      expect(parseEditorView(editorViewSearch(view), isFile)).toEqual(view)
    }
  })
})

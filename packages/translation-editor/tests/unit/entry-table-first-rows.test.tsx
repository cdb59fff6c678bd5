import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { i18n, loadCatalogs } from '../../../../src/i18n/catalogs'
import type { TranslationEntry } from '../../src/api/api-schema'
import { EditorI18n } from '../../src/i18n/editor-i18n'
import { uiI18n } from '../../src/i18n/ui-language'
import { EntryTable } from '../../src/table/entry-table'

const noop = () => {}
const entries: TranslationEntry[] = [
  { key: 'home.a', source: 'Spåra lastbärare', target: 'Track load carriers' },
  { key: 'home.b', source: 'Kom igång', target: 'Get started' },
  { key: 'home.c', source: 'Kontakt', target: 'Contact' },
]

function Table({ rows }: { rows: TranslationEntry[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <EditorI18n>
        <EntryTable
          fileId="home"
          rows={rows}
          dirty={new Set()}
          refusals={{}}
          svBlank={new Set()}
          onEdit={noop}
          onSaveRow={noop}
          onSelect={noop}
        />
      </EditorI18n>
    </I18nProvider>
  )
}

const shownKeys = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[role=row][data-key]')].map((r) => r.dataset.key)

// A file's arrival is a store update that React renders at once, without yielding: the table's
// frame commits in it, its rows in a render of their own that yields (a long task split in two).
// Rendered outside act(), which would flush the deferred render into the same update.
describe('the entry table', () => {
  let container: HTMLElement
  let root: Root
  beforeEach(async () => {
    await Promise.all([loadCatalogs('sv', ['editor'], { activate: true }), uiI18n('sv')])
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false)
    // happy-dom lays nothing out: the scroll box gets a screen's height, as a browser gives it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'editor-scroll' ? 600 : 0
    })
    container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
  })
  afterEach(() => {
    root.unmount()
    container.remove()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('commits its frame first and its first rows in a later render; later rows at once', async () => {
    flushSync(() => root.render(<Table rows={entries} />))
    expect(container.querySelector('[data-testid=editor-scroll]')).not.toBeNull()
    expect(container.querySelectorAll('[role=columnheader]')).toHaveLength(3)
    expect(shownKeys(container)).toEqual([])

    await waitFor(() => expect(shownKeys(container)).toEqual(['home.a', 'home.b', 'home.c']))

    // A search or a filter (the translator's keystroke) is not deferred: its rows come with it.
    const found = { key: 'home.d', source: 'Om oss', target: 'About us' }
    flushSync(() => root.render(<Table rows={[found]} />))
    expect(shownKeys(container)).toEqual(['home.d'])
  })
})

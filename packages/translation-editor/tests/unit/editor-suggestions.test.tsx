import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { server } from './api-server'
import { renderEntryRow } from './entry-row-harness'
import { editorKeys } from '../../src/api/api-client'
import type { TranslationCatalogue, TranslationFiles } from '../../src/api/api-schema'

// The suggestion UI on a row (issue 33 item 2): shown once the row has focus, applied with one
// click or one key (Alt+<number>, by the key's code: Alt+1 types "¡" on a Mac). The catalogues
// come through the editor's own queries, here already in the cache: no request is made.
const entry = { key: 'home.cta.fee', sv: 'Beräkna avgift', en: '' }
const files: TranslationFiles = {
  storage: 'browser',
  files: [{ id: 'home' }, { id: 'calculator' }],
}
const catalogues: TranslationCatalogue[] = [
  { id: 'home', version: 'a', entries: [entry] },
  {
    id: 'calculator',
    version: 'b',
    entries: [
      { key: 'calculator.fee', sv: 'Beräkna avgift', en: 'Calculate fee' },
      { key: 'calculator.fees', sv: 'Beräkna avgiften', en: 'Calculate the fee' },
    ],
    renamed: [{ key: 'calculator.old', sv: 'Beräkna avgift', en: 'Work out the fee' }],
  },
]

async function renderRow() {
  // The editor's defaults (data stale at once): a focus must not fetch every catalogue again
  // (MSW fails any request no handler plans, tests/unit/setup.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(editorKeys.files, files)
  for (const c of catalogues) client.setQueryData(editorKeys.catalogue(c.id), c)
  const onEdit = vi.fn()
  await renderEntryRow('sv', { entry, onEdit }, client)
  const en = screen.getByRole('textbox', { name: /^Engelska/ })
  return { onEdit, en }
}

const requests: string[] = []
server.events.on('request:start', ({ request }) => void requests.push(request.url))
afterEach(() => void requests.splice(0))

describe('suggestions on the row being edited', () => {
  it('appear on focus only: the renamed id first, then exact, then close with its similarity', async () => {
    const { en } = await renderRow()
    expect(screen.queryByTestId('suggestions')).toBeNull()
    fireEvent.focus(en)
    const buttons = (await screen.findByTestId('suggestions')).querySelectorAll('button')
    expect([...buttons].map((b) => b.textContent?.replace(/\s/g, ' '))).toEqual([
      '1. Bytt id: Work out the fee',
      '2. Exakt: Calculate fee',
      '3. 88 %: Calculate the fee',
    ])
    expect(requests).toEqual([])
  })

  it('one click applies a suggestion', async () => {
    const { en, onEdit } = await renderRow()
    fireEvent.focus(en)
    fireEvent.click(await screen.findByRole('button', { name: '2. Exakt: Calculate fee' }))
    expect(onEdit).toHaveBeenCalledWith(entry.key, 'en', 'Calculate fee')
  })

  it('one key applies a suggestion: Alt+<number> in the text box, by the key code', async () => {
    const { en, onEdit } = await renderRow()
    fireEvent.focus(en)
    await screen.findByTestId('suggestions')
    fireEvent.keyDown(en, { key: '™', code: 'Digit3', altKey: true })
    expect(onEdit).toHaveBeenCalledWith(entry.key, 'en', 'Calculate the fee')
    onEdit.mockClear()
    // Without Alt, a digit is text.
    fireEvent.keyDown(en, { key: '1', code: 'Digit1' })
    expect(onEdit).not.toHaveBeenCalled()
  })
})

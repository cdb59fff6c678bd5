import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { server } from './api-server'
import { renderEntryRow } from './entry-row-harness'
import { editorKeys } from '../../src/api/api-client'
import type { TranslationCatalogue, TranslationFiles } from '../../src/api/api-schema'

// The suggestion UI on a row: shown once the row has focus, applied with one
// click or one key (Alt+<number>, by the key's code: Alt+1 types "¡" on a Mac). The catalogues
// come through the editor's own queries, here already in the cache: no request is made.
const entry = { key: 'home.cta.fee', source: 'Beräkna avgift', target: '' }
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
      { key: 'calculator.fee', source: 'Beräkna avgift', target: 'Calculate fee' },
      { key: 'calculator.fees', source: 'Beräkna avgiften', target: 'Calculate the fee' },
      // Outdated: its English translates the Swedish before the change, not this one.
      {
        key: 'calculator.total',
        source: 'Beräkna avgift',
        target: 'The total',
        outdated: { previous: 'Summa' },
      },
      {
        key: 'calculator.fee.old',
        source: 'Avgiften i år',
        target: 'Calculate a fee',
        outdated: { previous: 'Beräkna en avgift' },
      },
    ],
    renamed: [{ key: 'calculator.old', source: 'Beräkna avgift', target: 'Work out the fee' }],
  },
]

async function renderRow(row = entry) {
  // The editor's defaults (data stale at once): a focus must not fetch every catalogue again
  // (MSW fails any request no handler plans, tests/unit/setup.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(editorKeys.files, files)
  for (const c of catalogues) client.setQueryData(editorKeys.catalogue(c.id), c)
  const onEdit = vi.fn()
  await renderEntryRow('sv', { entry: row, onEdit }, client)
  const en = screen.getByRole('textbox', { name: /^Engelska/ })
  return { onEdit, en }
}

const requests: string[] = []
server.events.on('request:start', ({ request }) => void requests.push(request.url))
afterEach(() => void requests.splice(0))

describe('suggestions on the row being edited', () => {
  it('appear on focus only: the renamed id first, then exact, then close with its similarity, each with the Swedish it matched', async () => {
    const { en } = await renderRow()
    // Each text box says its text's language (spellcheck, screen readers).
    expect(en).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('textbox', { name: /^Svenska/ })).toHaveAttribute('lang', 'sv')
    expect(screen.queryByTestId('suggestions')).toBeNull()
    fireEvent.focus(en)
    const buttons = (await screen.findByTestId('suggestions')).querySelectorAll('button')
    const text = (el: Element) => el.textContent?.replace(/\s/g, ' ')
    expect([...buttons].map((b) => text(b.firstElementChild!))).toEqual([
      '1. Bytt id: Work out the fee',
      '2. Exakt: Calculate fee',
      '3. 88 %: Calculate the fee',
    ])
    expect(screen.getAllByTestId('suggestion-source').map(text)).toEqual([
      'Svenska: Beräkna avgift',
      'Svenska: Beräkna avgift',
      'Svenska: Beräkna avgiften',
    ])
    expect(requests).toEqual([])
  })

  it('an outdated translation is matched by the Swedish it was translated from, and says so', async () => {
    const { en } = await renderRow({ ...entry, source: 'Beräkna en avgift!' })
    fireEvent.focus(en)
    const offered = await screen.findByTestId('suggestions')
    // "The total" translated "Summa": never offered for the Swedish its message has now.
    expect(offered.textContent).not.toContain('The total')
    const source = screen.getByText(/^Inaktuell i calculator.fee.old/)
    expect(source.textContent?.replace(/\s/g, ' ')).toBe(
      'Inaktuell i calculator.fee.old, översatt från: Beräkna en avgift',
    )
    expect(source.closest('button')?.firstElementChild?.textContent).toMatch(/Calculate a fee$/)
  })

  it('one click applies a suggestion', async () => {
    const { en, onEdit } = await renderRow()
    fireEvent.focus(en)
    fireEvent.click(await screen.findByRole('button', { name: /^2\. Exakt: Calculate fee/ }))
    expect(onEdit).toHaveBeenCalledWith(entry.key, 'target', 'Calculate fee')
  })

  it('one key applies a suggestion: Alt+<number> in the text box, by the key code', async () => {
    const { en, onEdit } = await renderRow()
    fireEvent.focus(en)
    await screen.findByTestId('suggestions')
    fireEvent.keyDown(en, { key: '™', code: 'Digit3', altKey: true })
    expect(onEdit).toHaveBeenCalledWith(entry.key, 'target', 'Calculate the fee')
    onEdit.mockClear()
    // Without Alt, a digit is text.
    fireEvent.keyDown(en, { key: '1', code: 'Digit1' })
    expect(onEdit).not.toHaveBeenCalled()
  })
})

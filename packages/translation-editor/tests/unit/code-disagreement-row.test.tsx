import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { server } from './api-server'
import { renderEntryRow } from './entry-row-harness'
import { editorKeys } from '../../src/api/api-client'
import type { TranslationCatalogue, TranslationEntry } from '../../src/api/api-schema'

// A row whose code holds another Swedish than its catalogue: both texts at once, the code's with
// its file and line, the Swedish box marked and read-only, and either side taken by a save that
// names the code's text it saw.
const FILE = 'src/features/home/home-hero.tsx'
const entry: TranslationEntry = {
  key: 'home.hero.badge',
  source: 'Ny text',
  target: 'New text',
  sites: [{ file: FILE, line: 12 }],
  codeDiffers: [{ file: FILE, line: 12, text: 'Gammal text' }],
}

async function renderRow(row: TranslationEntry, lang: 'sv' | 'en' = 'sv') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const catalogue: TranslationCatalogue = { id: 'home', version: 'v1', entries: [row] }
  client.setQueryData(editorKeys.catalogue('home'), catalogue)
  await renderEntryRow(lang, { entry: row }, client)
  return client
}

describe('a row whose code and catalogue disagree', () => {
  it('shows both texts with the code’s file and line, and the Swedish box cannot be edited', async () => {
    await renderRow(entry)
    // Loaded with the first row that disagrees (never in the built editor).
    const note = await screen.findByTestId('code-differs')
    expect(note).toHaveTextContent('Koden och katalogen har olika svenska')
    expect(screen.getByTestId('differs-catalogue')).toHaveTextContent('I katalogen: Ny text')
    expect(screen.getByTestId('differs-code')).toHaveTextContent(`I koden, ${FILE}:12: Gammal text`)
    const sv = screen.getByRole('textbox', { name: 'Svenska: home.hero.badge' })
    expect(sv).toHaveAttribute('readonly')
    expect(sv).toHaveAttribute('data-differs', 'true')
    expect(sv.getAttribute('aria-describedby')?.split(' ')).toContain(note.id)
  })

  it.each([
    ['Använd koden', 'Gammal text'],
    ['Använd katalogen', 'Ny text'],
  ])('"%s" saves %j, naming the code’s text it saw', async (choice, sv) => {
    const sent: unknown[] = []
    server.use(
      http.put('/api/translations/home', async ({ request }) => {
        sent.push(await request.json())
        const saved: TranslationCatalogue = {
          id: 'home',
          version: 'v2',
          entries: [{ ...entry, source: sv, codeDiffers: undefined }],
        }
        return HttpResponse.json(saved)
      }),
    )
    const client = await renderRow(entry)
    fireEvent.click(await screen.findByRole('button', { name: choice }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      version: 'v1',
      changes: [{ key: entry.key, source: sv, codeBase: 'Gammal text' }],
    })
    await waitFor(() =>
      expect(client.getQueryData<TranslationCatalogue>(editorKeys.catalogue('home'))?.version).toBe(
        'v2',
      ),
    )
  })

  it('offers only what the code allows: a message defined twice with two texts is corrected in the code', async () => {
    await renderRow(
      {
        ...entry,
        sourceLock: 'duplicate',
        sites: [
          { file: FILE, line: 12 },
          { file: FILE, line: 30 },
        ],
        codeDiffers: [
          { file: FILE, line: 12, text: 'Gammal text' },
          { file: FILE, line: 30, text: 'Tredje text' },
        ],
      },
      'en',
    )
    expect((await screen.findAllByTestId('differs-code')).map((n) => n.textContent)).toEqual([
      `In the code, ${FILE}:12: Gammal text`,
      `In the code, ${FILE}:30: Tredje text`,
    ])
    expect(screen.queryByRole('button', { name: /Use the/ })).toBeNull()
    expect(screen.getByTestId('code-differs')).toHaveTextContent(
      'Correct the text in the code, then run npm run extract.',
    )
  })
})

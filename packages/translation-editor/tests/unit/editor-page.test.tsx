import { describe, expect, it, vi } from 'vitest'

// The editor renders the real router, catalogues and API: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 })
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from './api-server'
import { renderEditor } from './render-editor'
import { renderEntryRow } from './entry-row-harness'
import { refusalReasonSchema } from '../../src/api/api-schema'
import type { Refusal } from '../../src/saving/refusals'

describe('translation editor page', () => {
  it('loads the file list and the common catalogue in Swedish', async () => {
    await renderEditor('sv')
    expect(screen.getByRole('heading', { level: 1, name: 'Översättningar' })).toBeInTheDocument()
    expect(screen.getByText('Laddar översättningar...')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /home\.po\s*Startsidan/ })).toBeInTheDocument()
    const common = screen.getByRole('button', { name: /common\.po/ })
    expect(common).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByPlaceholderText('Sök nyckel eller text...')).toBeInTheDocument()
    expect(screen.queryByText('Laddar översättningar...')).not.toBeInTheDocument()
  })

  it('shows the English interface on the English route', async () => {
    await renderEditor('en')
    expect(await screen.findByRole('button', { name: /home\.po\s*Home page/ })).toBeInTheDocument()
    expect(await screen.findByPlaceholderText('Search key or text...')).toBeInTheDocument()
    expect(screen.queryByText(/Laddar|Sök/)).not.toBeInTheDocument()
  })

  it('raises a toast and logs the error when the translations cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get('/api/translations', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    )
    await renderEditor('sv')
    expect(await screen.findByText('Kunde inte ladda översättningar')).toBeInTheDocument()
    // Lasting, with a way out: Retry loads again once the API answers.
    expect(screen.getByTestId('editor-load-failure')).toHaveTextContent('kunde inte laddas')
    server.resetHandlers()
    screen.getByRole('button', { name: 'Försök igen' }).click()
    expect(await screen.findByPlaceholderText('Sök nyckel eller text...')).toBeInTheDocument()
    expect(screen.queryByTestId('editor-load-failure')).not.toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Kunde inte ladda översättningar', expect.any(Error))
    log.mockRestore()
  })
})

describe('a refused row', () => {
  const entry = { key: 'home.hero.badge', source: 'Nytt', target: 'New' }
  const texts = { source: 'Nytt', target: 'New' }

  async function renderRefused(lang: 'sv' | 'en', refusal: Refusal) {
    const view = await renderEntryRow(lang, { entry, dirty: true, refusal })
    const text = screen.getByTestId('row-refused').textContent
    view.unmount()
    return text
  }

  it('words every reason of the contract itself, in both languages, with where it is defined', async () => {
    for (const lang of ['sv', 'en'] as const) {
      const seen = new Set<string | null>()
      for (const reason of refusalReasonSchema.options) {
        const text = await renderRefused(lang, {
          error: 'The API sentence',
          reason,
          lang: 'source',
          sites: [{ file: 'src/x.tsx', line: 3 }],
          texts,
        })
        expect(text, `${lang} ${reason}`).not.toContain('The API sentence')
        expect(text).toMatch(
          lang === 'sv'
            ? /^Sparades inte: .* Definieras i src\/x\.tsx:3\.$/
            : /^Not saved: .* Defined in src\/x\.tsx:3\.$/,
        )
        seen.add(text)
      }
      expect(seen.size, lang).toBe(refusalReasonSchema.options.length - 1) // elements = expressions
    }
  })

  it('shows the API’s own sentence for a reason it does not know', async () => {
    expect(await renderRefused('en', { error: 'Out of ink', reason: 'ink', texts })).toBe(
      'Not saved: Out of ink',
    )
  })
})

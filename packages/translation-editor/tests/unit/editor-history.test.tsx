import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { server } from './api-server'
import { loadCatalogs } from '../../../../src/i18n/catalogs'
import { renderEntryRow } from './entry-row-harness'
import type { EditorLang, MessageHistory } from '../../src/api/api-schema'

// A row's history (src/suggestions/row-history.tsx) against the API's one implementation
// (MSW over the built site's browser storage, which has no repository), and against a history
// as the dev server reads it from git.
const entry = { key: 'home.hero.badge', source: 'Nytt', target: 'New' }
const noop = () => {}

async function renderRow(
  lang: 'sv' | 'en',
  onEdit: (k: string, l: EditorLang, t: string) => void = noop,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await renderEntryRow(lang, { entry, onEdit }, client)
  const user = userEvent.setup({ delay: null })
  await user.click(
    screen.getByRole('button', {
      name: lang === 'en' ? `History of ${entry.key}` : `Historik för ${entry.key}`,
    }),
  )
  return user
}

describe("a row's history", () => {
  it('in the built editor says it is there under npm start only, in the interface language', async () => {
    await renderRow('en')
    expect(await screen.findByTestId('history-unavailable')).toHaveTextContent(
      "The history is available only when the editor runs under npm start: it is read from the project's git history.",
    )
    // The translator switches the interface's language: the row follows.
    await loadCatalogs('sv', ['editor'], { activate: true })
    expect(
      await screen.findByText(
        'Historiken finns bara när redigeraren körs med npm start: den läses ur projektets git-historik.',
      ),
    ).toBeInTheDocument()
  })

  it('lists the earlier texts and puts one into the draft', async () => {
    const history: MessageHistory = {
      source: 'git',
      changes: [
        {
          sha: 'a'.repeat(40),
          date: '2026-03-02T10:00:00+00:00',
          subject: 'Shorter badge',
          lang: 'target',
          old: 'Brand new',
          new: 'New',
        },
        {
          sha: 'b'.repeat(40),
          date: '2026-03-01T10:00:00+00:00',
          subject: 'Add the badge',
          lang: 'source',
          new: 'Nytt',
        },
      ],
    }
    server.use(http.get('/api/translations/home/history', () => HttpResponse.json(history)))
    const onEdit = vi.fn()
    const user = await renderRow('en', onEdit)
    const changes = await screen.findAllByTestId('history-change')
    expect(changes.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/2 Mar 2026.*English.*aaaaaaa.*Shorter badge.*Brand new.*New/),
      expect.stringMatching(/1 Mar 2026.*Swedish.*bbbbbbb.*Add the badge.*\(new message\).*Nytt/),
    ])
    // A message that was new has no earlier text to use.
    expect(screen.getAllByRole('button', { name: /Use the earlier/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Use the earlier English text' }))
    expect(onEdit).toHaveBeenCalledWith(entry.key, 'target', 'Brand new')
    expect(screen.getByRole('status')).toHaveTextContent(
      'The earlier text is now in the draft. Save as usual.',
    )
  })
})

import { expect, it, vi } from 'vitest'

// The editor renders the real router, catalogues and API: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 })
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderEditor } from './render-editor'

const BADGE = 'home.hero.badge'
const DEMO = 'home.hero.bookDemo'

const api = async (method: string, body?: unknown) => {
  const res = await fetch('/api/translations/home', {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return (await res.json()) as { version: string; entries: Array<{ key: string; target: string }> }
}

const unit = (key: string, target: string) =>
  `<trans-unit id="${key}" resname="${key}"><target state="translated">${target}</target></trans-unit>`

it('saves accepted rows through the row’s save: a file changed meanwhile is a conflict there', async () => {
  const user = userEvent.setup({ delay: null })
  await renderEditor('en', `?file=home&q=home.hero.b`)
  const input = await screen.findByLabelText(
    'Read in a translation from the translation agency (XLIFF or .po)',
  )
  const xliff = `<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="home" source-language="sv" target-language="en" datatype="plaintext"><body>${unit(BADGE, 'Badge from the agency')}${unit(DEMO, 'Demo from the agency')}</body></file></xliff>`
  await user.upload(input, new File([xliff], 'home.sv-en.xlf', { type: 'application/xliff+xml' }))
  const review = await screen.findByTestId('import-review')
  expect(within(review).getAllByTestId('import-row')).toHaveLength(2)

  // Another actor saves the badge after the editor loaded the file: its save meets a newer file.
  const before = await api('GET')
  await api('PUT', {
    version: before.version,
    changes: [{ key: BADGE, target: 'Badge of another' }],
  })

  await user.click(within(review).getByRole('button', { name: 'Save accepted (2)' }))
  // As for typed edits: the clashing row waits for the translator's choice, and nothing of that
  // save is written meanwhile; the other row stays an unsaved edit (both count as unsaved).
  const panel = await screen.findByTestId('editor-conflicts')
  const conflict = panel.querySelector<HTMLElement>(`li[data-key="${BADGE}"]`)!
  expect(within(conflict).getByTestId('conflict-mine')).toHaveTextContent('Badge from the agency')
  expect(within(conflict).getByTestId('conflict-current')).toHaveTextContent('Badge of another')
  expect(screen.getByTestId('count-unsaved')).toHaveTextContent('2')
  const texts = async () =>
    Object.fromEntries((await api('GET')).entries.map((e) => [e.key, e.target]))
  expect(await texts()).toMatchObject({ [BADGE]: 'Badge of another', [DEMO]: 'Book a demo' })

  // Decided, the save writes both.
  await user.click(screen.getByRole('button', { name: `Keep my text for ${BADGE}` }))
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  await waitFor(async () =>
    expect(await texts()).toMatchObject({
      [BADGE]: 'Badge from the agency',
      [DEMO]: 'Demo from the agency',
    }),
  )
})

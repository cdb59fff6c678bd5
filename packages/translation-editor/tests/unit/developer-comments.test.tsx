import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { poComments } from '../../src/po'
import { translationCatalogueSchema } from '../../src/api/api-schema'
import { createHandlers } from '../../src/api/translation-api'
import { fileStorage } from '../../src/server/file-storage'
import { server } from './api-server'
import { renderEntryRow } from './entry-row-harness'
import { localesLayout } from './layout'

// A developer's comment for translators: Lingui's `comment` (msg, defineMessage, <Trans>) is the
// `#.` of the catalogue, beside Lingui's own `js-lingui-explicit-id` flag.
const po = formatter({ lineNumbers: false })
const ctx = { locale: 'sv', sourceLocale: 'sv', filename: 'home.po' }

// The site's one commented message: its slider value is read aloud, never shown.
const KEY = 'calculator.form.business.valueText'

describe("a developer's comment", () => {
  it('is read from the `#.` lines Lingui writes, without its own flags', async () => {
    const text = await po.serialize(
      {
        'home.a': {
          message: 'Hej {name}',
          translation: 'Hej {name}',
          comments: ['{name}: the visitor’s first name', 'Shown in the greeting'],
          origin: [['src/a.tsx', 3]],
        },
        'home.b': { message: 'Utan', translation: 'Utan', comments: [], origin: [] },
      },
      { ...ctx, existing: '' },
    )
    expect(text).toContain('#. js-lingui-explicit-id')
    expect(poComments(text)).toEqual(
      new Map([['home.a', '{name}: the visitor’s first name\nShown in the greeting']]),
    )
  })

  it('reaches the editor from the catalogue, over the files and in the built editor', async () => {
    const written = poComments(readFileSync('locales/sv/calculator.po', 'utf8')).get(KEY)
    expect(written).toMatch(/screen readers/)
    const load = async () => {
      const body: unknown = await (await fetch('/api/translations/calculator')).json()
      const entries = translationCatalogueSchema.parse(body).entries
      return entries
    }
    const built = await load()
    expect(built.find((e) => e.key === KEY)?.comment).toBe(written)
    expect(built.filter((e) => e.comment).map((e) => e.key)).toEqual([KEY])
    server.use(...createHandlers(fileStorage({ layout: localesLayout(process.cwd()) })))
    expect((await load()).find((e) => e.key === KEY)?.comment).toBe(written)
  })

  it('shows on the row and describes the English text box', async () => {
    const comment = 'Two lines:\n{count} is a number of pallets'
    await renderEntryRow('sv', {
      entry: { key: 'home.x', source: '{count} st', target: '', comment },
    })
    const note = screen.getByTestId('comment')
    expect(note.textContent).toBe(`Kommentar från utvecklaren: ${comment}`)
    const en = screen.getByRole('textbox', { name: 'Engelska: home.x' })
    expect(en.getAttribute('aria-describedby')?.split(' ')).toContain(note.id)
    expect(within(screen.getByRole('rowheader')).getByTestId('comment')).toBe(note)
  })

  it('is absent from a row without one', async () => {
    await renderEntryRow('en', { entry: { key: 'home.x', source: 'Hej', target: 'Hi' } })
    expect(screen.queryByTestId('comment')).toBeNull()
  })
})

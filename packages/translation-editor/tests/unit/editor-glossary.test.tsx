import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type { TranslationEntry } from '../../src/api/api-schema'
import { renderEntryRow } from './entry-row-harness'

async function renderRow(entry: TranslationEntry, lang: 'sv' | 'en') {
  await renderEntryRow(lang, { fileId: 'common', entry })
}

describe('translation editor glossary warning', () => {
  it('flags a row whose English leaves the glossary, as the catalogue check does (en interface)', async () => {
    await renderRow({ key: 'common.header.appLogin', source: 'Logga in', target: 'Sign in' }, 'en')
    const warnings = screen.getAllByTestId('glossary-issue').map((w) => w.textContent)
    expect(warnings).toContain('Glossary: write "log in", not "sign in".')
    expect(warnings).toContain(
      'Glossary: "logga in" is "log in" / "logs in" / "logged in" in English.',
    )
  })

  it('names the missing rendering in Swedish on the Swedish interface', async () => {
    await renderRow({ key: 'home.x', source: 'Spåra lastbärare', target: 'Track pallets' }, 'sv')
    expect(screen.getByTestId('glossary-issue')).toHaveTextContent(
      'Ordlistan: "lastbärar" heter "load carrier" på engelska.',
    )
  })

  it('shows nothing for a row that follows the glossary', async () => {
    await renderRow({ key: 'common.header.appLogin', source: 'Logga in', target: 'Log in' }, 'en')
    expect(screen.queryByTestId('glossary-issue')).not.toBeInTheDocument()
  })
})

import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderEntryRow } from './entry-row-harness'

// The ICU parser's own words are English: the row says what it refused in the page's language.
describe('an ICU error in a row', () => {
  it('is Swedish on the Swedish interface, with where the parser stopped', async () => {
    await renderEntryRow('sv', {
      entry: { key: 'home.x', source: 'Hej {namn', target: 'Hi {a, plural}' },
    })
    expect(screen.getAllByTestId('icu-issue').map((n) => n.textContent)).toEqual([
      'Texten på svenska är inte giltig ICU: texten tar slut innan alla klammerparenteser har stängts (rad 1, tecken 10).',
      'Texten på engelska är inte giltig ICU: okänd typ: plural (rad 1, tecken 6).',
    ])
  })

  it('is English on the English interface', async () => {
    await renderEntryRow('en', {
      entry: { key: 'home.x', source: '{a, select, =1 {x} other {y}}', target: '' },
    })
    expect(screen.getByTestId('icu-issue')).toHaveTextContent(
      'The Swedish text is not valid ICU: the case =1 does not work in select (line 1, character 13).',
    )
  })
})

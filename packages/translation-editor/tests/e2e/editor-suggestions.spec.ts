import { expect, test } from '../../../../tests/e2e/fixtures'
import { enCell, openFile, row, svCell } from './editor-two-tabs'

// Suggestions from what is already translated, in the built editor over the
// shipped catalogues: "Med Cirkla" is translated "With Cirkla" in several catalogues.
const KEY = 'home.comparison.with'

test('the row being edited is offered the English of the same Swedish elsewhere (exact) with that Swedish, then close ones with their similarity; Alt+1 or a click applies one', async ({
  page,
}) => {
  await openFile(page, 'home', 'sv', KEY)
  await expect(row(page, KEY).getByTestId('suggestions')).toHaveCount(0)
  await enCell(page, KEY).fill('')
  const offered = row(page, KEY).getByTestId('suggestions')
  await expect(offered.getByRole('button')).toHaveText([/^1\. Exakt: With Cirkla/])
  await expect(offered.getByTestId('suggestion-source')).toHaveText(['Svenska: Med Cirkla'])
  await enCell(page, KEY).press('Alt+1')
  await expect(enCell(page, KEY)).toHaveValue('With Cirkla')

  // A close Swedish text: the similarity as a percentage (10 of 13 characters: 77 %).
  await svCell(page, KEY).fill('Med Cirkla nu')
  await enCell(page, KEY).fill('')
  await expect(offered.getByRole('button').first()).toHaveText(/^1\. 77\s%: With Cirkla/)
  await offered.getByRole('button').first().click()
  await expect(enCell(page, KEY)).toHaveValue('With Cirkla')
})

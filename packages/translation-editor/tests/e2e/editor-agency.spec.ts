import { readFileSync } from 'node:fs'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { enCell, openHome, row, savedInBrowser, ui } from './editor-two-tabs'

// The agency round trip in the built editor: the XLIFF export of the open catalogue, edited as
// an agency's tool would, read back, reviewed row by row, and the accepted row saved through the
// row's own save (this browser's storage is where the built editor's API keeps it). The format
// itself against translate-toolkit: tests/unit/agency-round-trip.test.ts.
const BADGE = 'home.hero.badge'
const DEMO = 'home.hero.bookDemo'

test('en: export to XLIFF, edit, import, review, accept one row and refuse another', async ({
  page,
  consoleErrors,
}) => {
  await openHome(page, 'en')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download home.sv-en.xlf' }).click()
  const xliff = readFileSync(await (await download).path(), 'utf8')
  expect(xliff).toContain('source-language="sv" target-language="en"')
  expect(xliff).toContain(
    `<trans-unit id="${BADGE}" resname="${BADGE}" approved="yes" xml:space="preserve">\n` +
      '        <source>Godkänt återanvändningssystem för lastbärare</source>\n' +
      '        <target state="translated">Approved reuse system for load carriers</target>',
  )
  // The panel's word count is the one in the file.
  const words = /unit="word">(\d+)</.exec(xliff)![1]!
  await expect(page.getByTestId('xliff-words')).toContainText(`${words} words`)

  // The agency's changes: one text, one with a placeholder the Swedish has not, one unknown id.
  const returned = xliff
    .replace('>Approved reuse system for load carriers<', '>Approved reuse system for pallets<')
    .replace('>Book a demo<', '>Book {count} demos<')
    .replace(
      '    </body>',
      '      <trans-unit id="home.agency.extra"><source>Extra</source><target>Extra</target></trans-unit>\n    </body>',
    )
  await page
    .getByLabel('Read in a translation from the translation agency (XLIFF or .po)')
    .setInputFiles({
      name: 'home.returned.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(returned),
    })

  const review = page.getByTestId('import-review')
  await expect(review.getByTestId('import-summary')).toHaveText(
    /^To review: 1\. Unchanged: \d+\. Refused: 1\. Unknown ids: 1\.$/,
  )
  const change = review.locator(`[data-testid=import-row][data-key="${BADGE}"]`)
  await expect(change.locator('del')).toHaveText('load carriers')
  await expect(change.locator('ins')).toHaveText('pallets')
  const refused = review.locator(`[data-testid=import-refused][data-key="${DEMO}"]`)
  await expect(refused).toContainText('The text could not be saved:')
  await expect(refused.getByTestId('icu-issue')).toContainText('{count}')
  await expect(review.getByTestId('import-unknown')).toHaveText('home.agency.extra')

  await review.getByRole('button', { name: 'Save accepted (1)' }).click()
  await expect(page.getByText(ui.en.savedBrowser)).toBeVisible()
  await expect(review).toHaveCount(0)
  await expect(enCell(page, BADGE)).toHaveValue('Approved reuse system for pallets')
  await expect(enCell(page, DEMO)).toHaveValue('Book a demo')
  await expect(row(page, BADGE)).not.toHaveAttribute('data-dirty', 'true')
  expect(await savedInBrowser(page)).toEqual({
    home: {
      [BADGE]: { en: expect.objectContaining({ text: 'Approved reuse system for pallets' }) },
    },
  })
  expect(consoleErrors).toEqual([])
})

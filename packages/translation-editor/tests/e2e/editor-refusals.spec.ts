import { expect, test, untilIdle } from '../../../../tests/e2e/fixtures'
import { enCell, openHome, row, savedInBrowser, svCell, ui } from './editor-two-tabs'

// The row tells the truth in the built editor: an empty Swedish text never leaves
// the row; clearing an English text asks first. What was sent is read where the built editor's
// API keeps it, this browser's storage; a text it had been sent and refused would show on its
// row. (A refusal's reason on its row: editor-dev-refusals.spec.ts, where refusals come from.)
const BADGE = 'home.hero.badge'

for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: an empty or blank Swedish text is refused on its row and never sent`, async ({
    page,
    consoleErrors,
  }) => {
    await openHome(page, lang)
    await svCell(page, BADGE).fill('   ')
    const why =
      lang === 'sv' ? 'Texten på svenska får inte vara tom.' : 'The Swedish text cannot be empty.'
    await expect(row(page, BADGE).getByText(why)).toBeVisible()
    await expect(svCell(page, BADGE)).toHaveAccessibleDescription(new RegExp(why))
    await page.keyboard.press('ControlOrMeta+s')
    await untilIdle(page)
    await expect(row(page, BADGE).getByTestId('row-refused')).toHaveCount(0)
    expect(await savedInBrowser(page)).toEqual({})
    await expect(page.getByTestId('count-unsaved')).toHaveText('1')
    expect(consoleErrors).toEqual([])
  })
}

test('sv: clearing an English text asks once; declined, it stays unsaved; accepted, it is saved', async ({
  page,
}) => {
  await openHome(page, 'sv')
  await enCell(page, BADGE).fill('')
  const asked: string[] = []
  page.once('dialog', (d) => {
    asked.push(d.message())
    void d.dismiss()
  })
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => asked).toHaveLength(1)
  expect(asked[0]).toBe(
    'Texten på engelska töms för home.hero.badge. En tom översättning räknas som saknad. Spara ändå?',
  )
  await untilIdle(page)
  expect(await savedInBrowser(page)).toEqual({})
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')

  page.once('dialog', (d) => void d.accept())
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.sv.savedBrowser)).toBeVisible()
  const saved = await savedInBrowser(page)
  expect(Object.keys(saved)).toEqual(['home'])
  expect(Object.keys(saved.home!)).toEqual([BADGE])
  expect(saved.home![BADGE]).toMatchObject({ en: { text: '' } })
  expect(Object.keys(saved.home![BADGE]!)).toEqual(['en'])
  await expect(enCell(page, BADGE)).toHaveValue('')
})

import { expect, gotoHydrated, test } from '../../../../tests/e2e/fixtures'
import { openFile, row } from './editor-two-tabs'

// The built editor shows the outdated marks of the shipped catalogues: the
// shipped locales/en/home.po as the build serves it (its raw chunk), with one entry marked the
// way extract or a dev-server save marks it (src/po.ts): `#, fuzzy` and the previous Swedish.
const KEY = 'home.hero.badge'

test('an outdated mark in a shipped catalogue shows on its row with the word diff, in the counters and the file list, Ctrl+Enter goes to it, the Outdated filter keeps it, and confirming clears it in this browser', async ({
  page,
}) => {
  let marked = false
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    const res = await route.fetch()
    const body = await res.text()
    if (!body.includes('"Language: en\\\\n"') || !body.includes(`\nmsgid "${KEY}"`)) {
      return route.fulfill({ response: res, body })
    }
    marked = true
    await route.fulfill({
      response: res,
      body: body.replace(
        `\nmsgid "${KEY}"`,
        `\n# previous-sv: "Tidigare svensk text"\n#, fuzzy\nmsgid "${KEY}"`,
      ),
    })
  })
  await openFile(page, 'home', 'sv')
  // The queue in sight: the counters, the file list, and Ctrl+Enter's next row to do.
  await expect(page.getByTestId('count-outdated')).toHaveText('1')
  const complete = async () =>
    Number((await page.getByTestId('count-complete').innerText()).split('/')[0])
  const completeBefore = await complete()
  const homeFile = page
    .getByRole('navigation', { name: 'Översättningsfiler' })
    .getByRole('button', { name: /^home\.po/ })
  await expect(homeFile.getByTestId('file-outdated')).toHaveText('Inaktuell engelska: 1')
  await page.getByPlaceholder('Sök nyckel eller text...').fill('home.hero.')
  const keys = await page
    .locator('[role=row][data-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')))
  const other = keys.find((k) => k !== KEY)!
  await row(page, other).locator('textarea[data-lang=en]').focus()
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(row(page, KEY).locator('textarea[data-lang=en]')).toBeFocused()
  await page.getByPlaceholder('Sök nyckel eller text...').fill('')
  await page.getByLabel('Visa').selectOption('outdated')
  await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
  expect(marked).toBe(true)
  const note = row(page, KEY).getByTestId('outdated')
  await expect(note).toContainText('Texten på svenska har ändrats')
  await expect(note.locator('del')).toContainText('Tidigare')
  await expect(row(page, KEY).locator('textarea[data-lang=en]')).toHaveAccessibleDescription(
    /Texten på svenska har ändrats/,
  )

  // Confirming cannot change the shipped file: this browser's saved edits record it, as an
  // English save does, and the row stays cleared after a reload (the shipped mark still served).
  await row(page, KEY)
    .getByRole('button', { name: 'Texten på engelska stämmer fortfarande' })
    .click()
  await expect(page.getByTestId('editor-shown')).toHaveText(/^Visar 0 av/)
  await expect(page.getByTestId('count-outdated')).toHaveText('0')
  expect(await complete()).toBe(completeBefore + 1)
  await expect(homeFile.getByTestId('file-outdated')).toHaveCount(0)
  marked = false
  await page.reload()
  await openFile(page, 'home', 'sv', KEY)
  await expect(row(page, KEY)).toBeVisible()
  expect(marked).toBe(true)
  await expect(row(page, KEY).getByTestId('outdated')).toHaveCount(0)
})

test('en: the filter and the note speak English', async ({ page }) => {
  await gotoHydrated(page, '/en/translations')
  await expect(page.getByRole('option', { name: 'Outdated English' })).toBeAttached()
})

import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from '../../../../tests/e2e/fixtures'

// Links to a view of the editor: the URL holds the file, the search, the filter
// and the focused row; Back and Forward move between files and views.

const rows = (page: Page) => page.locator('[role=row][data-key]')
const heading = (page: Page, id: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${id}\\.po`) })

test('a ?file&q&filter&key URL opens that view; Back returns to the previous file', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/translations?file=calculator&q=intro&filter=all')
  await expect(heading(page, 'calculator')).toBeVisible()
  await expect(page.getByPlaceholder('Search key or text...')).toHaveValue('intro')
  await expect(rows(page).first()).toBeVisible()
  const introRows = await rows(page).count()

  // Moving between views keeps unsaved edits and asks nothing (only leaving the editor asks).
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await rows(page).first().locator('textarea[data-lang=en]').fill('Draft')

  // Picking a file is a history entry; typing a search is not one per keystroke.
  await page.getByRole('button', { name: /^home\.po/ }).click()
  await expect(heading(page, 'home')).toBeVisible()
  await expect(page).toHaveURL(/[?&]file=home(&|$)/)
  await page.getByPlaceholder('Search key or text...').fill('')
  await page.getByPlaceholder('Search key or text...').pressSequentially('hero')
  await expect(page).toHaveURL(/[?&]q=hero(&|$)/)
  await page.getByLabel('Show').selectOption({ label: 'Missing English' })
  await expect(page).toHaveURL(/[?&]filter=en(&|$)/)
  await page.getByLabel('Show').selectOption('all')
  await expect(page).not.toHaveURL(/filter=/)

  // Focusing a row puts its key in the URL.
  const first = rows(page).first()
  const key = await first.getAttribute('data-key')
  await first.locator('textarea[data-lang=en]').focus()
  await expect(page).toHaveURL(new RegExp(`[?&]key=${key!.replace(/\./g, '\\.')}(&|$)`))

  await page.goBack()
  await expect(page).toHaveURL(/[?&]filter=en(&|$)/)
  await expect(page.getByLabel('Show')).toHaveValue('en')
  await page.goBack()
  await expect(page.getByLabel('Show')).toHaveValue('all')
  await expect(page.getByPlaceholder('Search key or text...')).toHaveValue('hero')
  await page.goBack()
  await expect(heading(page, 'calculator')).toBeVisible()
  await expect(page.getByPlaceholder('Search key or text...')).toHaveValue('intro')
  await expect(rows(page)).toHaveCount(introRows)
  await expect(rows(page).first().locator('textarea[data-lang=en]')).toHaveValue('Draft')
  await page.goForward()
  await expect(heading(page, 'home')).toBeVisible()
  expect(dialogs).toEqual([])
})

test('a link to a row opens its file, the search and that row in the preview', async ({ page }) => {
  await gotoHydrated(page, '/sv/oversattningar?file=calculator&q=intro&key=calculator.intro.title')
  await expect(heading(page, 'calculator')).toBeVisible()
  await expect(page.getByPlaceholder('Sök nyckel eller text...')).toHaveValue('intro')
  await expect(page.getByTestId('editor-preview')).toContainText('calculator.intro.title')
})

test('a row link opens the file holding its key at that row, exactly; a wrong file says so', async ({
  page,
}) => {
  const key = 'legal.privacy.data.user.email'
  const row = (k: string) => page.locator(`[role=row][data-key="${k}"]`)
  const previewKey = page.getByTestId('editor-preview').locator('code')
  // The address bar after a click on a row with an empty search: the file, scrolled to the row.
  await gotoHydrated(page, `/sv/oversattningar?file=legal&q=&key=${key}`)
  await expect(heading(page, 'legal')).toBeVisible()
  await expect(row(key)).toBeInViewport()
  await expect(previewKey).toHaveText(key)

  // A key alone: its file, its row and no other (calculator.chart.without starts the same).
  await gotoHydrated(page, '/sv/oversattningar?key=calculator.chart.with')
  await expect(heading(page, 'calculator')).toBeVisible()
  await expect(row('calculator.chart.with')).toBeInViewport()
  await expect(previewKey).toHaveText('calculator.chart.with')
  await expect(page.getByPlaceholder('Sök nyckel eller text...')).toHaveValue('')
  // Moving to another row keeps an empty search out of the URL.
  await row('calculator.chart.with').locator('textarea[data-lang=en]').focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(page).toHaveURL(/[?&]key=calculator\.chart\.without(&|$)/)
  expect(page.url()).not.toMatch(/[?&]q=/)
  await expect(page.getByTestId('editor-link-notice')).toHaveCount(0)

  await gotoHydrated(page, '/sv/oversattningar?file=nope')
  await expect(heading(page, 'common')).toBeVisible()
  await expect(page.getByTestId('editor-link-notice')).toHaveText(
    'Filen ”nope” i länken finns inte. Visar common.po.',
  )
})

test('a search typed just before the language switch goes with it: the other language shows it, in its URL', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/translations?file=home')
  await expect(rows(page).first()).toBeVisible()
  // Within the search's pause (search-url.ts): the URL takes it as the box loses focus.
  await page.getByPlaceholder('Search key or text...').fill('hero')
  await page.locator('header').getByRole('link', { name: 'Svenska', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(page.getByPlaceholder('Sök nyckel eller text...')).toHaveValue('hero')
  await expect(page).toHaveURL(/[?&]q=hero(&|$)/)
})

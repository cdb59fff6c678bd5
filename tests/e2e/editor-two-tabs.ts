import type { Browser, Page } from '@playwright/test'
import { expect, gotoHydrated } from './fixtures'

/** Helpers of the editor's save and conflict tests, for both backends (dev server and MSW). */
const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`)
export const enCell = (page: Page, key: string) => row(page, key).locator('textarea[data-lang=en]')

/** The English editor with the home catalogue open, filtered to the two hero buttons' rows. */
export async function openHome(page: Page) {
  await gotoHydrated(page, '/en/translations')
  await page.getByRole('button', { name: /^home\.json/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'home.json' })).toBeVisible()
  await page.getByPlaceholder('Search key or text...').fill('home.hero.b')
  await expect(page.locator('[role=row][data-key]')).toHaveCount(2)
}

/**
 * Tab A saves one row; tab B, loaded before that save and not reloaded, saves another: both
 * edits must be kept (B's save meets a newer file, is told 409 and saves on top of it).
 */
export async function saveFromTwoTabs(browser: Browser, savedToast: string) {
  const context = await browser.newContext()
  const [a, b] = [await context.newPage(), await context.newPage()]
  await openHome(a)
  await openHome(b)
  await enCell(a, 'home.hero.badge').fill('Badge from tab A')
  await a.keyboard.press('ControlOrMeta+s')
  await expect(a.getByText(savedToast)).toBeVisible()
  await enCell(b, 'home.hero.bookDemo').fill('Demo from tab B')
  await b.keyboard.press('ControlOrMeta+s')
  // Two round trips: the 409 for the older version, then the save on top of tab A's.
  await expect(b.getByText(savedToast)).toBeVisible({ timeout: 15_000 })
  await expect(b.getByTestId('count-unsaved')).toHaveText('0')
  await expect(b.getByTestId('editor-conflicts')).toHaveCount(0)
  // Tab B now shows both texts too.
  await expect(enCell(b, 'home.hero.badge')).toHaveValue('Badge from tab A')
  return { context, a, b }
}

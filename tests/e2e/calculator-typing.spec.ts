import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { calculatorForm } from './calculator-labels'

// Typing into the calculator writes its URL once typing pauses or at a commit, not per key (each
// write is a router navigation), and nothing typed is lost to what comes before the write: a
// reload, Back then Forward, the language switch. (The pause and the commits, held and timed
// exactly: tests/unit/calculator-url-writes.test.tsx.)

const sv = calculatorForm.sv
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

/** Counts the page's history writes (the router's navigations) from its first script on. */
async function countHistoryWrites(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __historyWrites: number }
    w.__historyWrites = 0
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history)
      history[name] = (...args: Parameters<History['pushState']>) => {
        w.__historyWrites++
        original(...args)
      }
    }
  })
  return () =>
    page.evaluate(() => (window as unknown as { __historyWrites: number }).__historyWrites)
}

test('sv: typing does not navigate per key; a reload right after typing keeps the figures', async ({
  page,
}) => {
  const writes = await countHistoryWrites(page)
  await gotoHydrated(page, sv.url)
  const before = await writes()
  await page.getByLabel(sv.transports).pressSequentially('1234567')
  // Seven keys: per key, seven navigations. (One at most: a pause of a second between two keys
  // on a very busy machine writes once, as a visitor's pause would.)
  expect((await writes()) - before).toBeLessThanOrEqual(1)
  await expect.poll(() => query(page).transports).toBe('1234567')
  // Typed, then reloaded at once: the weight comes back, in the field and in the URL.
  await page.getByLabel(sv.weight).pressSequentially('25')
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByLabel(sv.weight)).toHaveValue('25')
  await expect(page.getByLabel(sv.transports)).toHaveValue('1234567')
  await expect.poll(() => query(page)).toMatchObject({ transports: '1234567', weight: '25' })
})

test('sv: typed, then Back at once: the page Back opens gets nothing, and Forward shows the figure', async ({
  page,
}) => {
  await gotoHydrated(page, '/sv/producentansvar')
  await page.locator('main a[href="/sv/kalkylator"]').first().click()
  await expect(page.getByLabel(sv.transports)).toBeVisible()
  await page.getByLabel(sv.transports).pressSequentially('3000')
  await page.goBack()
  await expect(page).toHaveURL(/\/sv\/producentansvar$/)
  await page.goForward()
  await expect(page.getByLabel(sv.transports)).toHaveValue('3000')
  await expect.poll(() => query(page).transports).toBe('3000')
  // Back again: the producer page's entry was never written to.
  await page.goBack()
  await expect(page).toHaveURL(/\/sv\/producentansvar$/)
})

test('sv: typed, then the language switch at once: the English page shows the figures', async ({
  page,
}) => {
  await gotoHydrated(page, sv.url)
  await page.getByLabel(sv.transports).pressSequentially('1500')
  await page.getByLabel(sv.weight).pressSequentially('12,5')
  await page.locator('header').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/calculator\?/)
  await expect(page.getByLabel(calculatorForm.en.transports)).toHaveValue('1500')
  await expect(page.getByLabel(calculatorForm.en.weight)).toHaveValue('12.5')
  expect(query(page)).toMatchObject({ transports: '1500', weight: '12.5' })
})

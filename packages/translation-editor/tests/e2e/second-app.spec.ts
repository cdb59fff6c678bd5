import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { poMessages } from '../../src/po'

// The editor on a second app (tests/fixture-app): a minimal Lingui + React + Vite app that knows
// nothing of the site, which adds the editor with one plugin line and one route. Its dev server
// runs on a throwaway copy (fixture-server.mjs): the saves below write it. Its pair and layout are
// not the site's: English in the code, translated into German, the catalogues under src/locales
// (its lingui.config). The app holds no text of the editor's interface (the editor brings its
// own), and its plugin option sets it to Swedish.
const dir = process.env.APP_E2E_DIR!
const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`)
const saved = 'Ändringarna är sparade i katalogfilerna'

// One copy of the app, written by every test in turn. Each round writes texts of its own, so a
// repeated run (npm run test:repeat) saves a change too, not the text the last round left.
test.describe.configure({ mode: 'serial' })
const round = () => ` (${test.info().repeatEachIndex + 1})`

async function openEditor(page: Page) {
  await page.goto('/en/translations')
  await page.getByRole('button', { name: /^shop\.po/ }).click()
  await expect(row(page, 'shop.title')).toBeVisible({ timeout: 30_000 })
}

test('a translation saved in the editor lands in the app’s src/locales/de/shop.po', async ({
  page,
}) => {
  const text = `Hier verkaufen wir Räder${round()}.`
  await openEditor(page)
  // The interface in the option's language on the app's English route (`auto` would be English).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Översättningar')
  await expect(page.getByRole('navigation', { name: 'Översättningsfiler' })).toBeVisible()
  // Every language the interface names is one of the app's pair, named in the interface's
  // language (Intl's names): English and German in Swedish, nowhere the site's Swedish.
  await expect(page.getByTestId('editor-counters')).toContainText(
    /Saknar engelska.*Saknar tyska.*Inaktuell tyska/,
  )
  await expect(page.getByRole('columnheader')).toHaveText(['Nyckel', 'Engelska', 'Tyska'])
  await expect(page.getByLabel('Visa').locator('option')).toHaveText([
    'Alla rader',
    'Saknar engelska eller tyska',
    'Saknar engelska',
    'Saknar tyska',
    'Inaktuell tyska',
  ])
  await expect(
    row(page, 'shop.intro').getByRole('textbox', { name: 'Tyska: shop.intro' }),
  ).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/svensk/i)
  await expect(page.locator('[aria-label*="svensk" i], [title*="svensk" i]')).toHaveCount(0)
  await row(page, 'shop.intro').locator('textarea[data-lang=de]').fill(text)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(saved)).toBeVisible()
  expect(poMessages(read('src/locales/de/shop.po')).get('shop.intro')).toBe(text)
  expect(poMessages(read('src/locales/en/shop.po')).get('shop.intro')).toBe('We sell bikes here.')
})

test('a source-language save is written into the app’s code, then its src/locales/en', async ({
  page,
}) => {
  const text = `Search our bikes${round()}`
  await openEditor(page)
  await row(page, 'shop.search').locator('textarea[data-lang=en]').fill(text)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(saved)).toBeVisible({ timeout: 30_000 })
  // Only the message changed, in the app's own code style (its .prettierrc.json).
  expect(read('src/shop-page.tsx')).toBe(
    readFileSync(new URL('../fixture-app/src/shop-page.tsx', import.meta.url), 'utf8').replace(
      "message: 'Search bikes'",
      `message: '${text}'`,
    ),
  )
  expect(poMessages(read('src/locales/en/shop.po')).get('shop.search')).toBe(text)
  // The translation is marked outdated under the source language's name.
  expect(read('src/locales/de/shop.po')).toContain('# previous-en: "Search bikes"')
})

test('Alt+click on a text of the app opens its message, and a save shows in place', async ({
  page,
}) => {
  await expect(async () => {
    // The panel's modules load on first use: a cold dev server may reload the page once.
    await page.goto('/de')
    await page.locator('h1').click({ modifiers: ['Alt'] })
    await expect(page.getByTestId('in-context-id')).toHaveText('shop.title', { timeout: 20_000 })
  }).toPass({ timeout: 120_000 })
  const text = `Willkommen in unserem Radladen${round()}`
  const panel = page.getByTestId('in-context-panel')
  await expect(panel.locator('label')).toHaveText([/^Engelska/, /^Tyska/])
  await panel.locator('textarea[data-lang=de]').fill(text)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.locator('h1')).toHaveText(text, { timeout: 15_000 })
  expect(poMessages(read('src/locales/de/shop.po')).get('shop.title')).toBe(text)
})

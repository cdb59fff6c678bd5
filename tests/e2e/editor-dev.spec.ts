import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { poMessages, updatePo } from '../../src/shared/po'
import { expect, gotoHydrated, test } from './fixtures'
import { enCell, openHome, saveFromTwoTabs } from './editor-two-tabs'

// The translation editor against `npm start` (the Vite dev server answers the API from the .po
// files), on the copy of locales/ that playwright.config.ts hands the dev server.
const locales = process.env.CIRKLA_E2E_LOCALES!
const onDisk = (lang: string, ns: string) => join(locales, lang, `${ns}.po`)
const shipped = (lang: string, ns: string) => readFileSync(`locales/${lang}/${ns}.po`, 'utf8')
const SAVED = 'Your edits are saved in the catalogue files'

test.describe.configure({ mode: 'serial' })
test.beforeEach(() => test.setTimeout(120_000))
// A cold dev server transforms the app's modules on the first visit (a minute on this machine):
// pay that once here, not inside the first test's timeout.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000)
  const page = await browser.newPage()
  await gotoHydrated(page, '/en/translations')
  await gotoHydrated(page, '/en')
  await page.close()
})
// Each test starts from the repository's texts (these writes are hot updates like any other).
test.afterEach(() => {
  for (const lang of ['sv', 'en']) writeFileSync(onDisk(lang, 'home'), shipped(lang, 'home'))
})

const changedLines = (before: string, after: string) => {
  const a = before.split('\n')
  const b = after.split('\n')
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]))
}

test('a save rewrites only that msgstr, `lingui extract` keeps it, an open page shows it live', async ({
  browser,
}) => {
  test.setTimeout(240_000) // `lingui extract` alone takes 20-40 s here
  const context = await browser.newContext()
  const site = await context.newPage()
  await gotoHydrated(site, '/en')
  await expect(site.getByText('Approved reuse system for load carriers')).toBeVisible()

  const editor = await context.newPage()
  await openHome(editor)
  await enCell(editor, 'home.hero.badge').fill('Approved reuse system, "edited" live')
  const started = Date.now()
  await editor.keyboard.press('ControlOrMeta+s')
  await expect(editor.getByText(SAVED)).toBeVisible()
  const savedAt = Date.now()
  await expect(site.getByText('Approved reuse system, "edited" live')).toBeVisible({
    timeout: 10_000,
  })
  console.log(
    `Save pressed -> saved: ${savedAt - started} ms; saved -> other tab shows it: ${Date.now() - savedAt} ms`,
  )

  const after = readFileSync(onDisk('en', 'home'), 'utf8')
  expect(changedLines(shipped('en', 'home'), after)).toEqual([
    [
      'msgstr "Approved reuse system for load carriers"',
      'msgstr "Approved reuse system, \\"edited\\" live"',
    ],
  ])
  expect(readFileSync(onDisk('sv', 'home'), 'utf8')).toBe(shipped('sv', 'home'))

  // What the editor wrote is what Lingui itself writes: extracting again changes nothing.
  execFileSync(
    process.execPath,
    [resolve('node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--overwrite'],
    {
      env: { ...process.env, CIRKLA_LOCALES_DIR: locales },
      stdio: 'pipe',
    },
  )
  expect(readFileSync(onDisk('en', 'home'), 'utf8')).toBe(after)
  await context.close()
})

test('a file changed on disk after loading: conflict view, nothing overwritten, either text can win', async ({
  page,
}) => {
  await openHome(page)
  await enCell(page, 'home.hero.badge').fill('My badge')
  await enCell(page, 'home.hero.bookDemo').fill('My demo')
  // Meanwhile someone edits the same texts in the file (a git pull, another editor).
  const theirs = updatePo(
    shipped('en', 'home'),
    new Map([
      ['home.hero.badge', 'Their badge'],
      ['home.hero.bookDemo', 'Their demo'],
    ]),
  )
  writeFileSync(onDisk('en', 'home'), theirs)

  await page.keyboard.press('ControlOrMeta+s')
  const conflicts = page.getByTestId('editor-conflicts')
  await expect(conflicts.locator('li')).toHaveCount(2)
  await expect(conflicts.locator('li[data-key="home.hero.badge"]')).toContainText('My badge')
  await expect(conflicts.locator('li[data-key="home.hero.badge"]')).toContainText('Their badge')
  expect(readFileSync(onDisk('en', 'home'), 'utf8')).toBe(theirs)
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled()

  await page.getByRole('button', { name: 'Keep my text for home.hero.badge' }).click()
  await page.getByRole('button', { name: "Take the file's text for home.hero.bookDemo" }).click()
  await expect(conflicts).toHaveCount(0)
  await expect(enCell(page, 'home.hero.bookDemo')).toHaveValue('Their demo')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(SAVED)).toBeVisible()
  const saved = poMessages(readFileSync(onDisk('en', 'home'), 'utf8'))
  expect([saved.get('home.hero.badge'), saved.get('home.hero.bookDemo')]).toEqual([
    'My badge',
    'Their demo',
  ])
})

test('two tabs saving different rows keep both edits in the files', async ({ browser }) => {
  const { context } = await saveFromTwoTabs(browser, SAVED)
  const saved = poMessages(readFileSync(onDisk('en', 'home'), 'utf8'))
  expect([saved.get('home.hero.badge'), saved.get('home.hero.bookDemo')]).toEqual([
    'Badge from tab A',
    'Demo from tab B',
  ])
  await context.close()
})

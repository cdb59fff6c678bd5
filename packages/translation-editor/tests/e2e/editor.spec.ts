import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { apiCodeFails } from './editor-two-tabs'
import { hostPath } from './host'
import {
  axeViolations,
  expect,
  gotoHydrated,
  test,
  untilIdle,
} from '../../../../tests/e2e/fixtures'

const XSS = '<img src=x onerror=alert(1)>'

const langs = [
  {
    lang: 'sv',
    url: '/sv/oversattningar',
    search: 'Sök nyckel eller text...',
    homeLabel: 'Startsidan',
    copied: 'Kopierat!',
    copyEn: 'Kopiera JSON på engelska',
    copiedToast: 'EN översättningar kopierade till urklipp!',
    missingEn: 'Text på engelska saknas',
    dirty: 'Ändrad, inte sparad',
    save: 'Spara ändringar',
    saved: 'Ändringarna är sparade i den här webbläsaren',
    discard: 'Ta bort lokala ändringar',
    filter: 'Visa',
    missingEnOption: 'Saknar engelska',
    poEn: 'Ladda ner en/editor.po',
    failed: 'Kunde inte ladda översättningar',
    placeholders: /Platshållarna skiljer sig/,
  },
  {
    lang: 'en',
    url: '/en/translations',
    search: 'Search key or text...',
    homeLabel: 'Home page',
    copied: 'Copied!',
    copyEn: 'Copy English JSON',
    copiedToast: 'EN translations copied to clipboard!',
    missingEn: 'English text missing',
    dirty: 'Edited, not saved',
    save: 'Save changes',
    saved: 'Your edits are saved in this browser',
    discard: 'Discard local edits',
    filter: 'Show',
    missingEnOption: 'Missing English',
    poEn: 'Download en/editor.po',
    failed: 'Could not load translations',
    placeholders: /The placeholders differ/,
  },
] as const

async function openEditor(page: Page, url: string, search: string) {
  await gotoHydrated(page, url)
  await expect(page.getByPlaceholder(search)).toBeVisible()
}

const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`)
const enCell = (page: Page, key: string) => row(page, key).locator('textarea[data-lang=en]')
const svCell = (page: Page, key: string) => row(page, key).locator('textarea[data-lang=sv]')
const counter = (page: Page, id: string) => page.getByTestId(id)

async function selectFile(page: Page, id: string) {
  await page.getByRole('button', { name: new RegExp(`^${id}\\.po`) }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${id}\\.po`) }),
  ).toBeVisible()
  // A table's first rows come in a render after its frame (entry-table.tsx): the file is shown
  // once they are.
  await expect(page.locator('[role=row][data-key]').first()).toBeVisible()
}

for (const l of langs) {
  test.describe(`translation editor (${l.lang})`, () => {
    test('lists files, selects, searches, edits with live counters and a sticky missing filter', async ({
      page,
      consoleErrors,
    }) => {
      await openEditor(page, l.url, l.search)
      // One button per catalogue, after the all-files list of rows to do.
      const files = page
        .getByRole('navigation', { name: /Översättningsfiler|Translation files/ })
        .getByRole('button', { name: /\.po\b/ })
      expect(await files.count()).toBe(
        readdirSync(hostPath('locales/sv')).filter((f) => f.endsWith('.po')).length,
      )
      await expect(page.getByRole('button', { name: `home.po ${l.homeLabel}` })).toBeVisible()

      await selectFile(page, 'editor')
      const total = await page.locator('[role=row][data-key]').count()
      expect(total).toBeGreaterThan(0)
      const complete = await counter(page, 'count-complete').innerText()
      const [done, all] = complete.split('/').map(Number)
      expect(done).toBe(all)

      // Search: case-insensitive substring over key and both texts.
      await page.getByPlaceholder(l.search).fill('FILE.EDITOR')
      await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
      await expect(row(page, 'editor.file.editor')).toBeVisible()
      // (the search stays on: the table is virtualized, far-away rows are not in the DOM)

      // Emptying a cell: counters drop, the cell is marked (colour and text), the row is dirty.
      await enCell(page, 'editor.file.editor').fill('')
      await expect(counter(page, 'count-complete')).toHaveText(`${all! - 1}/${all}`)
      await expect(counter(page, 'count-missing-en')).toHaveText('1')
      await expect(enCell(page, 'editor.file.editor')).toHaveAttribute('data-missing', 'true')
      await expect(row(page, 'editor.file.editor').getByText(l.missingEn)).toBeVisible()
      await expect(enCell(page, 'editor.file.editor')).toHaveAccessibleDescription(l.missingEn)
      await expect(row(page, 'editor.file.editor').getByText(l.dirty)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      // Missing-only filter: only that row; typing it complete keeps it in view.
      await page.getByLabel(l.filter).selectOption({ label: l.missingEnOption })
      await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
      await enCell(page, 'editor.file.editor').pressSequentially('Abc')
      await expect(counter(page, 'count-missing-en')).toHaveText('0')
      await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
      await expect(enCell(page, 'editor.file.editor')).toHaveValue('Abc')
      await expect(enCell(page, 'editor.file.editor')).toBeFocused()

      // A placeholder mismatch is flagged with a readable message.
      await page.getByLabel(l.filter).selectOption('all')
      await svCell(page, 'editor.file.editor').fill('{antal} pallar')
      await enCell(page, 'editor.file.editor').fill('{count} pallets')
      await expect(row(page, 'editor.file.editor').getByTestId('icu-issue')).toHaveText(
        l.placeholders,
      )
      expect(consoleErrors).toEqual([])
    })
  })
}

// One language each: the behaviour is the same in both, and the labels are the catalogue's
// (both languages of every message: scripts/check-catalogs.ts; both pages: the test above).
const sv = langs[0]
const en = langs[1]

test('copies JSON to the clipboard, shows the copied state for 2 s and a toast', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // The page's timers run on Playwright's clock: time flows while the editor loads, then
  // stands still from the click on, so "2 s" is measured exactly, not against a busy machine.
  await page.clock.install()
  await openEditor(page, sv.url, sv.search)
  await selectFile(page, 'editor')
  const copyEn = page.getByTestId('copy-en')
  await expect(copyEn).toHaveText(sv.copyEn)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await copyEn.click()
  await expect(copyEn).toHaveText(sv.copied)
  await expect(page.getByText(sv.copiedToast)).toBeVisible()
  const clip = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<
    string,
    string
  >
  expect(clip['editor.file.editor']).toBe('Translation editor')
  expect(clip['editor.file.home']).toBe('Home page')
  await page.clock.runFor(1999)
  await expect(copyEn).toHaveText(sv.copied)
  await page.clock.runFor(1)
  await expect(copyEn).toHaveText(sv.copyEn)

  // A double click copies twice and says so once. The English copy after it raises its own
  // toast: once that shows, a second Swedish one would have shown before it.
  const svToast = page.getByText(sv.copiedToast.replace('EN', 'SV'))
  const enToast = page.getByText(sv.copiedToast)
  await page.clock.runFor(10_000)
  await expect(enToast).toHaveCount(0)
  await page.getByTestId('copy-sv').dblclick()
  await expect(page.getByTestId('copy-sv')).toHaveText(sv.copied)
  await copyEn.click()
  await expect(enToast).toBeVisible()
  await expect(svToast).toHaveCount(1)
  expect(consoleErrors).toEqual([])
})

test('saves with Ctrl+S, survives a reload, renders markup as text, discards', async ({
  page,
  consoleErrors,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.type())
    void d.accept()
  })
  await openEditor(page, en.url, en.search)
  await selectFile(page, 'editor')
  await page.getByPlaceholder(en.search).fill('editor.file.home')
  await enCell(page, 'editor.file.home').fill(XSS)
  await expect(counter(page, 'count-unsaved')).toHaveText('1')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(en.saved)).toBeVisible()
  await expect(counter(page, 'count-unsaved')).toHaveText('0')

  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await selectFile(page, 'editor')
  await page.getByPlaceholder(en.search).fill('editor.file.home')
  await expect(enCell(page, 'editor.file.home')).toHaveValue(XSS)
  expect(await page.locator('img[src="x"]').count()).toBe(0)

  // The markup also stays inert in the JSON copy and the .po download.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: en.poEn }).click()
  const po = readFileSync(await (await download).path(), 'utf8')
  expect(po).toContain(`msgstr "${XSS}"`)
  expect(dialogs).toEqual([])

  await page.getByRole('button', { name: en.discard }).click()
  expect(dialogs).toEqual(['confirm'])
  await expect(enCell(page, 'editor.file.home')).toHaveValue('Home page')
  expect(consoleErrors).toEqual([])
})

test('keyboard: Alt+Down moves between rows, Ctrl+Enter saves and jumps to the next missing text', async ({
  page,
  consoleErrors,
}) => {
  await openEditor(page, '/sv/oversattningar', 'Sök nyckel eller text...')
  await selectFile(page, 'editor')
  // The virtualizer adds rows as it measures its box: the fifth is read once it is there.
  await expect(page.locator('[role=row][data-key]').nth(4)).toBeAttached()
  const keys = await page
    .locator('[role=row][data-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key') ?? ''))
  const [first, second, , , fifth] = keys
  await enCell(page, fifth!).fill('')
  // Clearing an English text asks first (editor-refusals.spec.ts).
  page.on('dialog', (d) => void d.accept())
  await svCell(page, first!).focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(svCell(page, second!)).toBeFocused()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(svCell(page, first!)).toBeFocused()
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(enCell(page, fifth!)).toBeFocused()
  await expect(page.getByText('Ändringarna är sparade i den här webbläsaren')).toBeVisible()
  await expect(counter(page, 'count-unsaved')).toHaveText('0')
  expect(consoleErrors).toEqual([])
})

test('warns before leaving with unsaved edits', async ({ page }) => {
  await openEditor(page, '/sv/oversattningar', 'Sök nyckel eller text...')
  await selectFile(page, 'editor')
  await page.getByPlaceholder('Sök nyckel eller text...').fill('editor.file.home')
  await enCell(page, 'editor.file.home').fill('Osparat')
  const dialog = page.waitForEvent('dialog')
  void page.close({ runBeforeUnload: true })
  const d = await dialog
  expect(d.type()).toBe('beforeunload')
  await d.accept()
})

test('a failing API: the load-failure toast, the failure stays on the page, Try again recovers', async ({
  page,
  consoleErrors,
}) => {
  // The API answers inside the page, from a chunk loaded with the first request: down for the
  // first load (and its one retry), up again for "Try again".
  await apiCodeFails(page, 2)
  await gotoHydrated(page, '/sv/oversattningar')
  await expect(page.getByText('Kunde inte ladda översättningar')).toBeVisible()
  await expect(page.getByText('Laddar översättningar...')).toBeHidden()
  const failure = page.getByTestId('editor-load-failure')
  await expect(failure).toContainText('Översättningarna kunde inte laddas')
  // The one console error this path is allowed: the logged cause (plus Chromium's notices of the
  // failed requests).
  const errors = consoleErrors.filter((e) => !/Failed to load resource/.test(e))
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain('Kunde inte ladda översättningar')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Försök igen' }).click()
  await expect(page.getByPlaceholder('Sök nyckel eller text...')).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('no page registers a service worker, the editor neither: its API answers inside the page', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Counts every attempt to register in the document, not only the finished registrations.
  await page.addInitScript(() => {
    const sw = navigator.serviceWorker
    const register = sw.register.bind(sw)
    const counter = window as unknown as { swRegisterCalls: number }
    counter.swRegisterCalls = 0
    sw.register = (...args) => {
      counter.swRegisterCalls++
      return register(...args)
    }
  })
  const apiRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r.url())
  })
  for (const url of ['/sv', '/en/calculator', '/sv/oversattningar']) {
    if (url === '/sv/oversattningar') await openEditor(page, url, 'Sök nyckel eller text...')
    else await gotoHydrated(page, url)
    await untilIdle(page)
    expect(
      await page.evaluate(() => (window as unknown as { swRegisterCalls: number }).swRegisterCalls),
    ).toBe(0)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([])
  }
  expect(apiRequests).toEqual([])
  await context.close()
})

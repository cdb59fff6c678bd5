import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, gotoHydrated } from '../../../../tests/e2e/fixtures'

/** Helpers of the editor's tests, for both backends (dev server and MSW) and both languages. */
export const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`)
export const enCell = (page: Page, key: string) => row(page, key).locator('textarea[data-lang=en]')
export const svCell = (page: Page, key: string) => row(page, key).locator('textarea[data-lang=sv]')

export const ui = {
  sv: {
    url: '/sv/oversattningar',
    search: 'Sök nyckel eller text...',
    savedBrowser: 'Ändringarna är sparade i den här webbläsaren',
    savedFiles: 'Ändringarna är sparade i katalogfilerna',
    save: 'Spara ändringar',
    keepMine: (key: string) => `Behåll min text för ${key}`,
    takeRelease: (key: string) => `Ta den nya versionens text för ${key}`,
    takeTab: (key: string) => `Ta den andra flikens text för ${key}`,
    newKey: (key: string) => `Ny nyckel för ${key}`,
    move: (key: string) => `Flytta utkastet för ${key}`,
    discardDraft: (key: string) => `Släng utkastet för ${key}`,
    download: (path: string) => `Ladda ner ${path}`,
    downloadAll: 'Ladda ner alla filer (zip)',
    includeUnsaved: 'Ta med osparade ändringar',
    blocked: /Sparas inte/,
  },
  en: {
    url: '/en/translations',
    search: 'Search key or text...',
    savedBrowser: 'Your edits are saved in this browser',
    savedFiles: 'Your edits are saved in the catalogue files',
    save: 'Save changes',
    keepMine: (key: string) => `Keep my text for ${key}`,
    takeRelease: (key: string) => `Take the new version's text for ${key}`,
    takeTab: (key: string) => `Take the other tab's text for ${key}`,
    newKey: (key: string) => `New key for ${key}`,
    move: (key: string) => `Move the draft of ${key}`,
    discardDraft: (key: string) => `Discard the draft of ${key}`,
    download: (path: string) => `Download ${path}`,
    downloadAll: 'Download all files (zip)',
    includeUnsaved: 'Include unsaved edits',
    blocked: /Not saved/,
  },
} as const
export type UiLang = keyof typeof ui

/** Opens the editor on a catalogue (its sidebar button is named by the catalogue's file). */
export async function openFile(page: Page, ns: string, lang: UiLang = 'en', search?: string) {
  await gotoHydrated(page, ui[lang].url)
  await page.getByRole('button', { name: new RegExp(`^${ns}\\.po`) }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${ns}\\.po`) }),
  ).toBeVisible()
  if (search) await page.getByPlaceholder(ui[lang].search).fill(search)
}

/** The home catalogue, filtered to the two hero buttons' rows. */
export async function openHome(page: Page, lang: UiLang = 'en') {
  await openFile(page, 'home', lang, 'home.hero.b')
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

/**
 * Two tabs, one row: tab A types into a row, tab B (which shows A's text live)
 * types over it. A's field keeps A's text and A shows both, to choose; B is not interrupted.
 * Undecided, the choice survives a reload of A; taking the other tab's text settles it.
 */
export async function sameRowInTwoTabs(browser: Browser, lang: UiLang) {
  const context = await browser.newContext()
  const [a, b] = [await context.newPage(), await context.newPage()]
  await openHome(a, lang)
  await openHome(b, lang)
  const key = 'home.hero.badge'
  await enCell(a, key).fill('Badge typed in tab A')
  await expect(enCell(b, key)).toHaveValue('Badge typed in tab A')
  await enCell(b, key).fill('Badge typed in tab B')
  const conflict = a.getByTestId('editor-conflicts').locator(`li[data-key="${key}"]`)
  await expect(conflict.getByTestId('conflict-mine')).toHaveText('Badge typed in tab A')
  await expect(conflict.getByTestId('conflict-current')).toHaveText('Badge typed in tab B')
  await expect(enCell(a, key)).toHaveValue('Badge typed in tab A')
  await expect(b.getByTestId('editor-conflicts')).toHaveCount(0)
  await a.reload()
  await openHome(a, lang)
  await expect(enCell(a, key)).toHaveValue('Badge typed in tab A')
  await a.getByRole('button', { name: ui[lang].takeTab(key) }).click()
  await expect(enCell(a, key)).toHaveValue('Badge typed in tab B')
  await expect(a.getByTestId('editor-conflicts')).toHaveCount(0)
  await expect(a.getByTestId('count-unsaved')).toHaveText('1')
  return { context, a, b }
}

/**
 * A save in one tab reaches every tab at once: tab A types into a row and does
 * not save; tab B, which shows A's text as an edit, saves (both rows). Tab A then shows both
 * texts saved: nothing reverts to the old text, and nothing is left marked unsaved.
 */
export async function saveReachesOtherTab(browser: Browser, savedToast: string) {
  const context = await browser.newContext()
  const [a, b] = [await context.newPage(), await context.newPage()]
  await openHome(a)
  await openHome(b)
  await enCell(a, 'home.hero.badge').fill('Badge typed in tab A')
  await expect(enCell(b, 'home.hero.badge')).toHaveValue('Badge typed in tab A')
  await enCell(b, 'home.hero.bookDemo').fill('Demo saved in tab B')
  await b.keyboard.press('ControlOrMeta+s')
  await expect(b.getByText(savedToast)).toBeVisible()
  await expect(enCell(a, 'home.hero.bookDemo')).toHaveValue('Demo saved in tab B')
  await expect(enCell(a, 'home.hero.badge')).toHaveValue('Badge typed in tab A')
  await expect(a.getByTestId('count-unsaved')).toHaveText('0')
  await expect(a.getByTestId('editor-conflicts')).toHaveCount(0)
  return { context, a, b }
}

/**
 * A new release of the built site: from now on the context gets the shipped catalogue of `ns`
 * (the raw .po chunk the editor reads) with some texts changed, as a rebuild would ship them.
 * The editor's API, inside the page, reads the chunk over the network like any other.
 */
export async function shipRelease(
  context: BrowserContext,
  ns: string,
  changes: Partial<Record<'sv' | 'en', Record<string, [from: string, to: string]>>>,
) {
  await context.route(new RegExp(`/assets/${ns}-[^/]*\\.js$`), async (route) => {
    const response = await route.fetch()
    let body = await response.text()
    for (const [lang, texts] of Object.entries(changes)) {
      if (!body.includes('msgid ""') || !body.includes(`Language: ${lang}\\\\n`)) continue
      for (const [key, [from, to]] of Object.entries(texts)) {
        const before = `msgid "${key}"\nmsgstr "${from}"`
        if (!body.includes(before)) throw new Error(`${lang}/${ns}: no "${before}" to change`)
        body = body.replace(before, `msgid "${key}"\nmsgstr "${to}"`)
      }
    }
    await route.fulfill({ response, body })
  })
}

/**
 * The built editor's API code (its in-page MSW, one lazily loaded chunk) cannot be loaded for the
 * next `times` attempts, as on a dropped connection or after a deploy replaced the assets: the
 * editor's one way to find its API down. Later attempts load it (the browser fetches a failed
 * dynamic import again).
 */
export async function apiCodeFails(page: Page, times: number) {
  let failed = 0
  await page.route(/\/assets\/browser-worker-[^/]*\.js$/, (route) =>
    ++failed <= times ? route.abort() : route.continue(),
  )
}

/** What the built editor saved in this browser (its storage), file -> key -> language -> edit. */
export const savedInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cirkla.editor.edits.v2') ?? '{}') as Record<
        string,
        Record<string, Partial<Record<'sv' | 'en', { text: string }>>>
      >,
  )

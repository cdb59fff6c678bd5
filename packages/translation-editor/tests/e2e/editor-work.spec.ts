import { readFileSync } from 'node:fs'
import { unzipSync, strFromU8 } from 'fflate'
import type { Page } from '@playwright/test'
import { poMessages, updatePo } from '../../src/po'
import { namespaces } from '../../../../src/shared/catalogues'
import { expect, gotoHydrated, test } from '../../../../tests/e2e/fixtures'
import { enCell, openHome, row, shipRelease, svCell, ui, type UiLang } from './editor-two-tabs'
import { hostPath } from './host'

// No translator's work is lost in the built site's editor: drafts shared by every tab,
// releases never masked by browser-saved edits, invalid rows kept back, exports that round-trip,
// and the editor loads in both languages in one browser.
const shipped = (lang: string, ns: string) =>
  readFileSync(hostPath(`locales/${lang}/${ns}.po`), 'utf8')
const home = { sv: poMessages(shipped('sv', 'home')), en: poMessages(shipped('en', 'home')) }
const BADGE = 'home.hero.badge'
const DEMO = 'home.hero.bookDemo'

test.beforeEach(() => test.setTimeout(90_000))

// Each in one language (the behaviour is the same in both; the labels are the catalogue's, both
// languages of every message checked by scripts/check-catalogs.ts), the two taking turns.

test('en: two tabs share one draft store: each shows the other’s drafts live, a reload keeps both', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const [a, b] = [await context.newPage(), await context.newPage()]
  await openHome(a, 'en')
  await openHome(b, 'en')
  await enCell(a, BADGE).fill('Draft from tab A')
  await enCell(b, DEMO).fill('Draft from tab B')
  await expect(enCell(b, BADGE)).toHaveValue('Draft from tab A')
  await expect(enCell(a, DEMO)).toHaveValue('Draft from tab B')
  await expect(a.getByTestId('count-unsaved')).toHaveText('2')
  await a.close()
  await b.reload()
  await openHome(b, 'en')
  await expect(enCell(b, BADGE)).toHaveValue('Draft from tab A')
  await expect(enCell(b, DEMO)).toHaveValue('Draft from tab B')
  await context.close()
})

test('sv: a new release shows through: untouched texts follow it, a touched one is a conflict', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openHome(page, 'sv')
  await enCell(page, BADGE).fill('My badge')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.sv.savedBrowser)).toBeVisible()

  await shipRelease(context, 'home', {
    en: {
      [BADGE]: [home.en.get(BADGE)!, 'Released badge'],
      [DEMO]: [home.en.get(DEMO)!, 'Released demo'],
    },
    sv: { [BADGE]: [home.sv.get(BADGE)!, 'Släppt märke'] },
  })
  await page.reload()
  await openHome(page, 'sv')
  // Never touched here: the release's texts, also the Swedish of the row edited in English.
  await expect(enCell(page, DEMO)).toHaveValue('Released demo')
  await expect(svCell(page, BADGE)).toHaveValue('Släppt märke')
  // Touched and changed by the release: the translator decides.
  const conflict = page.getByTestId('editor-conflicts').locator(`li[data-key="${BADGE}"]`)
  await expect(conflict.getByTestId('conflict-mine')).toHaveText('My badge')
  await expect(conflict.getByTestId('conflict-current')).toHaveText('Released badge')
  await page.getByRole('button', { name: ui.sv.keepMine(BADGE) }).click()
  await expect(page.getByTestId('editor-conflicts')).toHaveCount(0)
  await expect(enCell(page, BADGE)).toHaveValue('My badge')

  // The export is the translator's change (a draft again: asked for) on top of the release.
  await page.getByRole('checkbox', { name: ui.sv.includeUnsaved }).check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: ui.sv.download('en/home.po') }).click()
  const po = poMessages(readFileSync(await (await download).path(), 'utf8'))
  expect([po.get(BADGE), po.get(DEMO)]).toEqual(['My badge', 'Released demo'])
  await context.close()
})

test('en: a row with a placeholder mismatch blocks its own save, the others save', async ({
  page,
}) => {
  await openHome(page, 'en')
  await enCell(page, BADGE).fill('Valid badge')
  await enCell(page, DEMO).fill('Book {count} demos')
  await expect(row(page, DEMO).getByTestId('row-blocked')).toHaveText(ui.en.blocked)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.en.savedBrowser)).toBeVisible()
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
  await expect(enCell(page, DEMO)).toHaveValue('Book {count} demos')
  await page.reload()
  await openHome(page, 'en')
  await expect(enCell(page, BADGE)).toHaveValue('Valid badge')
  await expect(row(page, DEMO)).toHaveAttribute('data-dirty', 'true')
  // The API refuses it too: tests/unit/editor-api.test.ts, on the handlers this page runs inside
  // itself (no request leaves the page, so a fetch from the test would reach the host instead).
})

test('sv: exports round-trip: named by language and catalogue, byte-identical to the shipped file but the edit, and all as a zip; unsaved edits only when asked for, marked, never a refused one', async ({
  page,
}) => {
  await openHome(page, 'sv')
  await enCell(page, BADGE).fill('Exported badge')
  // Refused on its row (a placeholder the Swedish has not): never in a download.
  await enCell(page, DEMO).fill(`${home.en.get(DEMO)} {cuont}`)
  await expect(row(page, DEMO).getByTestId('row-blocked')).toHaveText(ui.sv.blocked)
  const downloaded = async (name: string) => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name }).click()
    return download
  }
  // What is saved, unless the translator asks for the unsaved edits.
  expect(readFileSync(await (await downloaded(ui.sv.download('en/home.po'))).path(), 'utf8')).toBe(
    shipped('en', 'home'),
  )
  await page.getByRole('checkbox', { name: ui.sv.includeUnsaved }).check()
  const files: Record<string, string> = {}
  for (const path of ['sv/home.po', 'en/home.po']) {
    const d = await downloaded(ui.sv.download(path))
    expect(d.suggestedFilename()).toBe(path.replace('/', '-'))
    files[path] = readFileSync(await d.path(), 'utf8')
  }
  // Each download warns of what it left out (the last download's warning is the one still shown).
  await expect(page.getByText(new RegExp(`togs inte med: ${DEMO}$`)).last()).toBeVisible()
  expect(files['sv/home.po']).toBe(shipped('sv', 'home'))
  // The unsaved edit says so in a translator comment, on its entry only.
  const marked = files['en/home.po']!.split('\n\n').filter((e) => e.includes('# unsaved-draft'))
  expect(marked).toHaveLength(1)
  expect(marked[0]).toContain(`msgid "${BADGE}"`)
  expect(files['en/home.po']!.replace(/^# unsaved-draft.*\n/m, '')).toBe(
    updatePo(shipped('en', 'home'), new Map([[BADGE, 'Exported badge']])),
  )

  const zip = unzipSync(readFileSync(await (await downloaded(ui.sv.downloadAll)).path()))
  const expected = ['sv', 'en'].flatMap((lng) => namespaces.map((ns) => `locales/${lng}/${ns}.po`))
  expect(Object.keys(zip).sort()).toEqual(expected.sort())
  for (const name of expected) {
    const [, lng, file] = name.split('/')
    const want =
      name === 'locales/en/home.po' ? files['en/home.po'] : shipped(lng!, file!.replace('.po', ''))
    expect(strFromU8(zip[name]!), name).toBe(want)
  }
})

test('files are labelled by catalogue, never .json', async ({ page }) => {
  await gotoHydrated(page, '/sv/oversattningar')
  const files = page.getByRole('navigation', { name: 'Översättningsfiler' })
  await expect(files.getByRole('button', { name: 'home.po Startsidan' })).toBeVisible()
  await expect(files.getByRole('button', { name: 'calculator.po Kalkylator' })).toBeVisible()
  await expect(page.getByText(/\.json/)).toHaveCount(0)
})

/** Main-frame navigations of a page, counted from its first one. */
function countNavigations(page: Page) {
  const seen = { count: 0 }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count++
  })
  return seen
}

test('the editor loads in both languages in one browser: sv, then en, then sv in new tabs, no reload loop', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  for (const lang of ['sv', 'en', 'sv'] as UiLang[]) {
    const page = await context.newPage()
    const navigations = countNavigations(page)
    await gotoHydrated(page, ui[lang].url)
    await expect(page.locator('[role=row][data-key]').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByPlaceholder(ui[lang].search)).toBeVisible()
    // No reload loop (once MSW's worker reloaded pages it did not control; the API now answers
    // inside the page). A same-document URL update by the router counts as one too.
    expect(navigations.count).toBeLessThanOrEqual(2)
    await page.close()
  }
  await context.close()
})

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { updatePo } from '../../src/po'
import { git, markNoReload, notReloaded, onThrowawayRepo, repo } from './dev-repo'
import { expect, gotoHydrated, test } from '../../../../tests/e2e/fixtures'
import { altClick, claimed, openPanelOnce, panel, timeInPage, ui } from './in-context-panel'

// In-context editing: a save from the panel writes the repository's catalogues (and, for Swedish,
// the code) and the page shows the text in place, without a reload. Picking the texts: in
// editor-dev-in-context-pick.spec.ts.
onThrowawayRepo(openPanelOnce)

/**
 * The diff of the copy per file: each hunk's removed and added lines, paired line by line where
 * it replaces lines, or ['', the added lines] where it only adds (an outdated mark).
 */
function changes(): Record<string, [string, string][]> {
  const out: Record<string, [string, string][]> = {}
  for (const file of git('diff', '--name-only').trim().split('\n').filter(Boolean)) {
    const hunks = git('diff', '-U0', '--', file)
      .split(/^@@.*$/m)
      .slice(1)
    out[file] = hunks.flatMap((hunk): [string, string][] => {
      const lines = hunk.split('\n')
      const removed = lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1))
      const added = lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1))
      if (!removed.length) return [['', added.join('\n')]]
      expect(added).toHaveLength(removed.length)
      return removed.map((line, i) => [line, added[i]!])
    })
  }
  return out
}

test('sv: a Swedish save from the panel writes the code and locales/sv, and the page shows it in place', async ({
  page,
}) => {
  await gotoHydrated(page, '/sv')
  await markNoReload(page)
  const h1 = page.locator('h1')
  await altClick(page, h1, 'home.intro.title')
  // The panel in Swedish, linking to the Swedish editor.
  await expect(panel(page).getByRole('heading', { name: ui.sv.title })).toBeVisible()
  await expect(panel(page).getByRole('link', { name: /översättningsverktyget/ })).toHaveAttribute(
    'href',
    '/sv/oversattningar?file=home&key=home.intro.title',
  )
  const text = 'Följ lastbärare och sänk förpackningsavgiften med upp till {claimed}'
  const shown = text.replace('{claimed}', claimed.sv)
  await panel(page).locator('textarea[data-lang=sv]').fill(text)
  const ms = await timeInPage(page, 'keydown', 'h1', shown)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(h1).toHaveText(shown, { timeout: 15_000 })
  console.log(`Swedish save: Ctrl+S -> the page shows the text: ${await ms()}`)
  expect(await notReloaded(page)).toBe(true)
  // The English is outdated now: the panel says so with the word diff the row shows.
  const diff = panel(page).getByTestId('outdated-diff')
  await expect(diff.locator('del')).toHaveText('Spåra')
  await expect(diff.locator('ins')).toHaveText('Följ')
  // The list in Swedish.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  await expect(list.getByRole('heading', { name: ui.sv.list })).toBeVisible()
  await expect(list.locator('button[data-key="common.head.home.title"]')).toContainText(
    ui.sv.headTitle,
  )
  expect(changes()).toEqual({
    // The English is outdated now: gettext's fuzzy and the previous Swedish.
    'locales/en/home.po': [
      [
        '',
        '# previous-sv: "Spåra lastbärare och sänk förpackningsavgiften med upp till {claimed}"',
      ],
      ['', '#, fuzzy'],
    ],
    'locales/sv/home.po': [
      [
        'msgstr "Spåra lastbärare och sänk förpackningsavgiften med upp till {claimed}"',
        `msgstr "${text}"`,
      ],
    ],
    'src/features/home/home-hero.tsx': [
      [
        '              Spåra lastbärare och sänk förpackningsavgiften med upp till {claimed}',
        `              ${text}`,
      ],
    ],
  })
})

test('en: an English save changes only its msgstr and shows in place, the page title too; invalid ICU is not saved; a clash asks first', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await markNoReload(page)
  const h1 = page.locator('h1')
  await altClick(page, h1, 'home.intro.title')
  const en = panel(page).locator('textarea[data-lang=en]')
  const save = panel(page).getByRole('button', { name: 'Save (Ctrl+S)' })

  await en.fill('Track {carriers')
  await expect(panel(page).getByTestId('icu-issue').first()).toBeVisible()
  await expect(save).toBeDisabled()

  // Someone changes the file meanwhile: the panel shows the editor's conflict choice.
  await en.fill('Track load carriers, cut the fee by up to {claimed}')
  const po = join(repo, 'locales/en/home.po')
  writeFileSync(po, updatePo(readFileSync(po, 'utf8'), new Map([['home.intro.title', 'Theirs']])))
  await expect(h1).toHaveText('Theirs')
  await expect(save).toBeDisabled()
  await panel(page).getByRole('button', { name: 'Keep my text for home.intro.title' }).click()
  await expect(save).toBeEnabled()

  // Saved from the keyboard, in the text: the popover re-anchors once the conflict has gone, and a
  // pointer aimed at Save just before could land beside it (what a translator then sees: the text
  // still "Edited, not saved", and presses again).
  const ms = await timeInPage(
    page,
    'keydown',
    'h1',
    `Track load carriers, cut the fee by up to ${claimed.en}`,
  )
  await en.press('ControlOrMeta+s')
  await expect(h1).toHaveText(`Track load carriers, cut the fee by up to ${claimed.en}`)
  console.log(`English save: click -> the page shows the text: ${await ms()}`)
  expect(await notReloaded(page)).toBe(true)

  // The page title, from the list: the head follows the save too, without a reload.
  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  await list.locator('button[data-key="common.head.home.title"]').click()
  await list.locator('textarea[data-lang=en]').fill('Load carriers tracked, fees cut')
  const titled = await timeInPage(
    page,
    'keydown',
    'title',
    'Load carriers tracked, fees cut | Cirkla',
  )
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page).toHaveTitle('Load carriers tracked, fees cut | Cirkla')
  console.log(`English save of the page title: Ctrl+S -> the tab shows it: ${await titled()}`)
  await expect(h1).toHaveText(`Track load carriers, cut the fee by up to ${claimed.en}`)
  expect(await notReloaded(page)).toBe(true)
  expect(changes()).toEqual({
    'locales/en/common.po': [
      [
        'msgstr "Load-carrier tracking and producer responsibility"',
        'msgstr "Load carriers tracked, fees cut"',
      ],
    ],
    'locales/en/home.po': [
      [
        'msgstr "Track load carriers and cut your packaging fee by up to {claimed}"',
        'msgstr "Track load carriers, cut the fee by up to {claimed}"',
      ],
    ],
  })
})

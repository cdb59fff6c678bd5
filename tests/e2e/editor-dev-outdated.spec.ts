import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { poMessages, poOutdated } from '../../src/shared/po'
import { expect, gotoHydrated, test } from './fixtures'
import { onThrowawayRepo, repo } from './dev-repo'
import { openFile, row, svCell } from './editor-two-tabs'

// Outdated English (issue 33 item 1) against `npm start` on the throwaway copy of the repository:
// a Swedish change marks the English `#, fuzzy` in locales/en with the previous Swedish, by the
// editor or by a developer's edit and extract; the mark survives extract; an English save clears it.
const inRepo = (path: string) => join(repo, path)
const po = (lang: string, ns: string) => readFileSync(inRepo(`locales/${lang}/${ns}.po`), 'utf8')
const extract = () => execFileSync('npm', ['run', 'extract'], { cwd: repo, stdio: 'ignore' })

onThrowawayRepo(async (page) => {
  await gotoHydrated(page, '/sv/oversattningar')
})

const CHART = 'src/features/calculator/result-chart.tsx'
const KEY = 'calculator.chart.without'

test('a Swedish save marks its English outdated in the .po, the row shows the word diff, the mark survives extract and clears when the English is confirmed', async ({
  page,
}) => {
  const before = poMessages(po('sv', 'calculator')).get(KEY)!
  const english = poMessages(po('en', 'calculator')).get(KEY)
  await openFile(page, 'calculator', 'sv', KEY)
  await svCell(page, KEY).fill(`${before} helt ny`)
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => poOutdated(po('en', 'calculator')).get(KEY)).toBe(before)
  expect(poMessages(po('en', 'calculator')).get(KEY)).toBe(english)

  const note = row(page, KEY).getByTestId('outdated')
  await expect(note).toContainText('Svenskan har ändrats')
  await expect(note.locator('ins')).toContainText('helt ny')

  extract()
  expect(poOutdated(po('en', 'calculator')).get(KEY)).toBe(before)

  await page.reload()
  await openFile(page, 'calculator', 'sv', KEY)
  await page.getByLabel('Visa').selectOption('outdated')
  await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
  await row(page, KEY).getByRole('button', { name: 'Engelskan stämmer fortfarande' }).click()
  await expect.poll(() => poOutdated(po('en', 'calculator')).has(KEY)).toBe(false)
  await expect(row(page, KEY).getByTestId('outdated')).toHaveCount(0)
  expect(poMessages(po('en', 'calculator')).get(KEY)).toBe(english)
})

test("a developer's edit of the Swedish in a .tsx followed by extract marks its English outdated", () => {
  const before = poMessages(po('sv', 'calculator')).get(KEY)!
  const code = readFileSync(inRepo(CHART), 'utf8')
  const edited = code.replace(/(<Trans id="calculator\.chart\.without">)[^<]*/, '$1Ändrad i koden')
  expect(edited).not.toBe(code)
  writeFileSync(inRepo(CHART), edited)
  extract()
  expect(poMessages(po('sv', 'calculator')).get(KEY)).toBe('Ändrad i koden')
  expect(poOutdated(po('en', 'calculator'))).toEqual(new Map([[KEY, before]]))
})

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { poMessages, poOutdated, poRenamed } from '../../src/po'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { onThrowawayRepo, repo } from './dev-repo'
import { enCell, openFile, row, svCell } from './editor-two-tabs'

// Outdated English against `npm start` on the throwaway copy of the repository:
// a Swedish change marks the English `#, fuzzy` in locales/en with the previous Swedish, by the
// editor or by a developer's edit and extract; the mark survives extract; an English save clears it.
const inRepo = (path: string) => join(repo, path)
const po = (lang: string, ns: string) => readFileSync(inRepo(`locales/${lang}/${ns}.po`), 'utf8')
const extract = () => execFileSync('npm', ['run', 'extract'], { cwd: repo, stdio: 'ignore' })

onThrowawayRepo(['/sv/oversattningar'])

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
  await expect(note).toContainText('Texten på svenska har ändrats')
  await expect(note.locator('ins')).toContainText('helt ny')

  extract()
  expect(poOutdated(po('en', 'calculator')).get(KEY)).toBe(before)

  await page.reload()
  await openFile(page, 'calculator', 'sv', KEY)
  await page.getByLabel('Visa').selectOption('outdated')
  await expect(page.locator('[role=row][data-key]')).toHaveCount(1)
  await row(page, KEY)
    .getByRole('button', { name: 'Texten på engelska stämmer fortfarande' })
    .click()
  await expect.poll(() => poOutdated(po('en', 'calculator')).has(KEY)).toBe(false)
  await expect(row(page, KEY).getByTestId('outdated')).toHaveCount(0)
  expect(poMessages(po('en', 'calculator')).get(KEY)).toBe(english)
})

// One extract for both (an extract costs ~15 s here): the edit of one message's Swedish and the
// rename of another's id, in the same file.
test("a developer's edit of the Swedish in a .tsx followed by extract marks its English outdated; a renamed id is offered its old English first", async ({
  page,
}) => {
  const before = poMessages(po('sv', 'calculator')).get(KEY)!
  const [OLD, NEW] = ['calculator.chart.with', 'calculator.chart.withRenamed']
  const sv = poMessages(po('sv', 'calculator')).get(OLD)!
  const english = poMessages(po('en', 'calculator')).get(OLD)!
  const code = readFileSync(inRepo(CHART), 'utf8')
  const edited = code
    .replace(/(<Trans id="calculator\.chart\.without">)[^<]*/, '$1Ändrad i koden')
    .replace(`id="${OLD}"`, `id="${NEW}"`)
  expect(edited).not.toBe(code)
  writeFileSync(inRepo(CHART), edited)
  extract()
  expect(poMessages(po('sv', 'calculator')).get(KEY)).toBe('Ändrad i koden')
  expect(poOutdated(po('en', 'calculator'))).toEqual(new Map([[KEY, before]]))

  // extract --clean dropped the old id; its English stays, as gettext's obsolete entry.
  expect(poMessages(po('en', 'calculator')).get(NEW)).toBe('')
  expect(poRenamed(po('en', 'calculator'))).toEqual([{ key: OLD, source: sv, target: english }])
  await openFile(page, 'calculator', 'sv', NEW)
  await enCell(page, NEW).focus()
  const offered = row(page, NEW).getByTestId('suggestions').getByRole('button')
  await expect(offered.first().locator('span').first()).toHaveText(`1. Bytt id: ${english}`)
  await expect(offered.first().getByTestId('suggestion-source')).toHaveText(`Svenska: ${sv}`)
  await enCell(page, NEW).press('Alt+1')
  await expect(enCell(page, NEW)).toHaveValue(english)
})

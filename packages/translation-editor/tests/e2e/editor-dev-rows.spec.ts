import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { poMessages, updatePo } from '../../src/po'
import { axeViolations, expect, test, untilIdle } from '../../../../tests/e2e/fixtures'
import { git, onThrowawayRepo, repo } from './dev-repo'
import { enCell, openFile, row, sameRowInTwoTabs, svCell, ui } from './editor-two-tabs'

// The dev editor's rows tell the truth, against `npm start` on the
// throwaway copy of the repository (tests/e2e/dev-server.mjs).
const inRepo = (path: string) => join(repo, path)
const onDisk = (lang: string, ns: string) =>
  poMessages(readFileSync(inRepo(`locales/${lang}/${ns}.po`), 'utf8'))

onThrowawayRepo(['/en/translations'])

const CHART = 'src/features/calculator/result-chart.tsx'
const WITH = 'calculator.chart.with'
const WITHOUT = 'calculator.chart.without'

test('sv: a Swedish text the code holds differently is refused on its row, with the reason and where; the other row is saved, and the refused one is never written with a later save', async ({
  page,
}) => {
  const code = readFileSync(inRepo(CHART), 'utf8')
  const line = code.split('\n').findIndex((l) => l.includes(`id="${WITH}"`)) + 1
  const svBefore = onDisk('sv', 'calculator').get(WITH)
  // The search shows both rows (one id begins with the other).
  await openFile(page, 'calculator', 'sv', WITH)
  await svCell(page, WITH).fill('Ny svensk text')
  await enCell(page, WITHOUT).fill('Without a scheme')
  // The code moves on while the draft is open, and nobody runs extract: the catalogue's Swedish
  // is not the code's.
  writeFileSync(
    inRepo(CHART),
    code.replace(/(<Trans id="calculator\.chart\.with">)[^<]*/, '$1Ändrad i koden'),
  )
  await expect(row(page, WITH).getByTestId('code-differs')).toBeVisible()
  await page.keyboard.press('ControlOrMeta+s')
  const refused = row(page, WITH).getByTestId('row-refused')
  await expect(refused).toContainText(
    'Sparades inte: koden har en annan text än katalogen (kör npm run extract först).',
  )
  await expect(refused).toContainText(`${CHART}:${line}`)
  await expect(page.getByText(ui.sv.savedFiles)).toBeVisible()
  await expect.poll(() => onDisk('en', 'calculator').get(WITHOUT)).toBe('Without a scheme')
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')

  // A later save of another row leaves it out: the code and catalogue keep their texts.
  await enCell(page, WITHOUT).fill('Without any scheme')
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => onDisk('en', 'calculator').get(WITHOUT)).toBe('Without any scheme')
  expect(onDisk('sv', 'calculator').get(WITH)).toBe(svBefore)
  expect(readFileSync(inRepo(CHART), 'utf8')).toContain('Ändrad i koden')
  await expect(refused).toBeVisible()
})

test('en: an empty or blank Swedish text is refused on its row: nothing is sent, no error, no overlay', async ({
  page,
  consoleErrors,
}) => {
  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url())
  })
  await openFile(page, 'calculator', 'en', WITH)
  for (const text of ['', '   ']) {
    await svCell(page, WITH).fill(text)
    await expect(row(page, WITH).getByText('The Swedish text cannot be empty.')).toBeVisible()
    await page.keyboard.press('ControlOrMeta+s')
    await untilIdle(page)
  }
  expect(puts).toEqual([])
  await expect(page.locator('vite-error-overlay')).toHaveCount(0)
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
  expect(consoleErrors).toEqual([])
})

test('en: the same row edited in two tabs: the first keeps its text and shows both to choose', async ({
  browser,
}) => {
  const { context } = await sameRowInTwoTabs(browser, 'en')
  await context.close()
})

test("en: a row's history lists an earlier text from a commit made in the test, and restores it into the draft", async ({
  page,
}) => {
  // Two commits: a wordier English, then back; the copy's files end as they began.
  const file = inRepo('locales/en/calculator.po')
  const committed = readFileSync(file, 'utf8')
  const commit = (subject: string) =>
    git('-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '-qam', subject)
  writeFileSync(file, updatePo(committed, new Map([[WITHOUT, 'Without any approved scheme']])))
  commit('Wordier chart legend')
  writeFileSync(file, committed)
  commit('Shorter chart legend')
  await openFile(page, 'calculator', 'en', WITHOUT)
  // One click opens it: focusing the row (which writes its key into the URL) keeps the page
  // where it is, so the click lands on the button it began on.
  await row(page, WITHOUT)
    .getByRole('button', { name: `History of ${WITHOUT}` })
    .click()
  const newest = row(page, WITHOUT).getByTestId('history-change').first()
  await expect(newest).toContainText('Shorter chart legend')
  await expect(newest.getByTestId('history-old')).toHaveText('Without any approved scheme')
  expect(await axeViolations(page, { include: `[role=row][data-key="${WITHOUT}"]` })).toEqual([])
  await newest.getByRole('button', { name: 'Use the earlier English text' }).click()
  await expect(enCell(page, WITHOUT)).toHaveValue('Without any approved scheme')
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
  // Into the draft only: the translator saves as usual.
  expect(readFileSync(file, 'utf8')).toBe(committed)
})

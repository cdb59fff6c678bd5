import { readFileSync } from 'node:fs'
import { poMessages } from '../../src/po'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { enCell, openFile, row, svCell, ui } from './editor-two-tabs'
import { hostPath } from './host'

// The built editor's queue across files and its non-breaking spaces, on one page: two Swedish
// saves in two files make their English outdated; the all-files view lists both with their file,
// a translation saved there with Ctrl+Enter moves on to the other, and the view is a URL.
const sv = (ns: string) => poMessages(readFileSync(hostPath(`locales/sv/${ns}.po`), 'utf8'))
const NBSP = '\u00a0'
const FEES = 'home.stats.fees.value'
const BADGE = 'home.hero.badge'
const PRIVACY = [...sv('legal').keys()].find((k) => k.startsWith('legal.privacy.'))!

test('all files’ rows to do in one list: edited, saved and walked with Ctrl+Enter; non-breaking spaces shown and kept', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openFile(page, 'home', 'en', FEES)
  // The non-breaking space is shown under its box, and retyping the words around it keeps it.
  const fees = sv('home').get(FEES)!
  expect(fees).toContain(NBSP)
  await expect(row(page, FEES).getByTestId('nbsp-marks').first()).toContainText('·')
  await svCell(page, FEES).fill(fees.replaceAll(NBSP, ' ').replace(/kr$/, 'k'))
  await svCell(page, FEES).press('r')
  await expect(svCell(page, FEES)).toHaveValue(fees)

  await page.getByPlaceholder(ui.en.search).fill(BADGE)
  await svCell(page, BADGE).fill('Ny svensk etikett')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.en.savedBrowser)).toBeVisible()
  await openFile(page, 'legal', 'en', PRIVACY)
  await svCell(page, PRIVACY).fill('Ny svensk text om integritet')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.en.savedBrowser).first()).toBeVisible()

  await page.getByRole('button', { name: /^To do in all files/ }).click()
  await expect(page).toHaveURL(/\?view=todo$/)
  await expect(page.getByRole('heading', { level: 2, name: 'To do in all files' })).toBeVisible()
  await expect(row(page, BADGE).getByTestId('row-file')).toHaveText(/^home\.po/)
  await expect(row(page, PRIVACY).getByTestId('row-file')).toHaveText(/^legal\.po/)
  await expect(row(page, BADGE).getByTestId('outdated')).toBeVisible()

  await enCell(page, BADGE).fill('New English label')
  await enCell(page, BADGE).press('ControlOrMeta+Enter')
  await expect(page.getByText(ui.en.savedBrowser).first()).toBeVisible()
  await expect(enCell(page, PRIVACY)).toBeFocused()
  await expect(row(page, BADGE).getByTestId('outdated')).toHaveCount(0)

  // The view is the URL: a reload opens it again, with only what is still to do.
  await page.reload()
  await expect(row(page, PRIVACY)).toBeVisible()
  await expect(row(page, BADGE)).toHaveCount(0)
  await page.getByRole('button', { name: /^home\.po/ }).click()
  await expect(page).toHaveURL(/\?file=home$/)
})

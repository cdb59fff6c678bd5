import type { Page } from '@playwright/test'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { onThrowawayRepo } from './dev-repo'
import { enCell, openHome, row, svCell, ui } from './editor-two-tabs'

// The row tells the truth: a refusal shows its reason on its row, in the
// editor's language, and a refused draft is never sent again with another row's save. Refusals
// come from the dev server's API (the code cannot take a Swedish text): here its answer to the
// refused row is the test's, every other save is the dev server's own, on the throwaway copy.
const BADGE = 'home.hero.badge'
const DEMO = 'home.hero.bookDemo'

onThrowawayRepo(['/sv/oversattningar'])

/**
 * The API refuses every save that changes `key` with `body`; the others go to the dev server.
 * Returns the keys of each save, in order.
 */
async function refuse(page: Page, key: string, status: number, body: Record<string, unknown>) {
  const puts: string[][] = []
  await page.route('**/api/translations/home', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue()
    const { changes } = route.request().postDataJSON() as { changes: { key: string }[] }
    puts.push(changes.map((c) => c.key))
    if (!changes.some((c) => c.key === key)) return route.continue()
    await route.fulfill({ status, json: { key, ...body } })
  })
  return puts
}

test('sv: a refused Swedish text shows the reason and where on its row; the other rows save, and it is never sent again with them', async ({
  page,
}) => {
  const puts = await refuse(page, BADGE, 422, {
    error: 'The code holds another text than the catalogue',
    lang: 'source',
    reason: 'stale',
    sites: [{ file: 'src/features/home/hero.tsx', line: 12 }],
  })
  await openHome(page, 'sv')
  await svCell(page, BADGE).fill('Nytt märke')
  await enCell(page, DEMO).fill('Book it')
  await page.keyboard.press('ControlOrMeta+s')
  const refused = row(page, BADGE).getByTestId('row-refused')
  await expect(refused).toHaveText(
    'Sparades inte: koden har en annan text än katalogen (kör npm run extract först). Definieras i src/features/home/hero.tsx:12.',
  )
  await expect(svCell(page, BADGE)).toHaveAccessibleDescription(/Sparades inte: koden har/)
  // The other row is saved, the refused one stays unsaved in its row.
  await expect(page.getByText(ui.sv.savedFiles)).toBeVisible()
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
  await expect(svCell(page, BADGE)).toHaveValue('Nytt märke')
  expect(puts).toEqual([[BADGE, DEMO], [DEMO]])

  // Another row's save leaves the refused draft out; changing the refused text sends it again.
  await enCell(page, DEMO).fill('Book it now')
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => puts).toHaveLength(3)
  expect(puts[2]).toEqual([DEMO])
  await svCell(page, BADGE).fill('Nytt märke 2')
  await expect(refused).toHaveCount(0)
})

test('en: a refusal whose reason the editor does not know shows the API’s own sentence', async ({
  page,
}) => {
  await refuse(page, BADGE, 400, { error: 'The moon is in the way', reason: 'lunar' })
  await openHome(page, 'en')
  await enCell(page, BADGE).fill('New badge')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(row(page, BADGE).getByTestId('row-refused')).toHaveText(
    'Not saved: The moon is in the way',
  )
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
})

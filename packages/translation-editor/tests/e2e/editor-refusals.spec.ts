import type { Page } from '@playwright/test'
import { expect, test, untilIdle } from '../../../../tests/e2e/fixtures'
import { enCell, openHome, row, svCell, ui } from './editor-two-tabs'

// The row tells the truth (issue 31 item 5) in the built editor: a refusal shows its reason on
// its row, in the editor's language; an empty Swedish text never leaves the row; clearing an
// English text asks first; a refused draft is never sent again with another row's save.
const BADGE = 'home.hero.badge'
const DEMO = 'home.hero.bookDemo'

declare global {
  interface Window {
    __puts: { key: string; sv?: string; en?: string }[][]
  }
}

/**
 * The API refuses every change of `key` with `body` (as the dev server refuses a Swedish text
 * the code cannot hold), and records each save's changes in window.__puts.
 */
async function refuse(page: Page, key: string, status: number, body: Record<string, unknown>) {
  await page.addInitScript(
    ({ key, status, body }) => {
      window.__puts = []
      window.__cirklaEditorMocks = ({ http, HttpResponse }) => [
        http.put('/api/translations/:id', async ({ request }) => {
          const { changes } = (await request.clone().json()) as {
            changes: { key: string }[]
          }
          window.__puts.push(changes)
          return changes.some((c) => c.key === key)
            ? HttpResponse.json({ key, ...body }, { status })
            : undefined
        }),
      ]
    },
    { key, status, body },
  )
}
const puts = (page: Page) => page.evaluate(() => window.__puts.map((p) => p.map((c) => c.key)))

test('sv: a refused Swedish text shows the reason and where on its row; the other rows save, and it is never sent again with them', async ({
  page,
}) => {
  await refuse(page, BADGE, 422, {
    error: 'The code holds another text than the catalogue',
    lang: 'sv',
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
  await expect(page.getByText(ui.sv.savedBrowser)).toBeVisible()
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')
  await expect(svCell(page, BADGE)).toHaveValue('Nytt märke')
  expect(await puts(page)).toEqual([[BADGE, DEMO], [DEMO]])

  // Another row's save leaves the refused draft out; changing the refused text sends it again.
  await enCell(page, DEMO).fill('Book it now')
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => puts(page)).toHaveLength(3)
  expect((await puts(page))[2]).toEqual([DEMO])
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

for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: an empty or blank Swedish text is refused on its row and never sent`, async ({
    page,
    consoleErrors,
  }) => {
    await refuse(page, 'none', 400, {})
    await openHome(page, lang)
    await svCell(page, BADGE).fill('   ')
    const why =
      lang === 'sv' ? 'Den svenska texten får inte vara tom.' : 'The Swedish text cannot be empty.'
    await expect(row(page, BADGE).getByText(why)).toBeVisible()
    await expect(svCell(page, BADGE)).toHaveAccessibleDescription(new RegExp(why))
    await page.keyboard.press('ControlOrMeta+s')
    await untilIdle(page)
    expect(await puts(page)).toEqual([])
    await expect(page.getByTestId('count-unsaved')).toHaveText('1')
    expect(consoleErrors).toEqual([])
  })
}

test('sv: clearing an English text asks once; declined, it stays unsaved; accepted, it is saved', async ({
  page,
}) => {
  await refuse(page, 'none', 400, {})
  await openHome(page, 'sv')
  await enCell(page, BADGE).fill('')
  const asked: string[] = []
  page.once('dialog', (d) => {
    asked.push(d.message())
    void d.dismiss()
  })
  await page.keyboard.press('ControlOrMeta+s')
  await expect.poll(() => asked).toHaveLength(1)
  expect(asked[0]).toBe(
    'Den engelska texten töms för home.hero.badge. En tom översättning räknas som saknad. Spara ändå?',
  )
  await untilIdle(page)
  expect(await puts(page)).toEqual([])
  await expect(page.getByTestId('count-unsaved')).toHaveText('1')

  page.once('dialog', (d) => void d.accept())
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.sv.savedBrowser)).toBeVisible()
  expect(await puts(page)).toEqual([[BADGE]])
  await expect(enCell(page, BADGE)).toHaveValue('')
})

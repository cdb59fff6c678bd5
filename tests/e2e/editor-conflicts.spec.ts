import { expect, test } from './fixtures'
import { enCell, openHome, saveFromTwoTabs } from './editor-two-tabs'

// The built site's backend: MSW in each tab, saved edits in the shared browser storage.
const SAVED = 'Your edits are saved in this browser'
// Two tabs, each with its own MSW worker, on a busy 2-core machine.
test.beforeEach(() => test.setTimeout(90_000))

test('two tabs saving different rows keep both edits in browser storage', async ({ browser }) => {
  const { context, a } = await saveFromTwoTabs(browser, SAVED)
  await a.reload()
  await a.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await openHome(a)
  await expect(enCell(a, 'home.hero.badge')).toHaveValue('Badge from tab A')
  await expect(enCell(a, 'home.hero.bookDemo')).toHaveValue('Demo from tab B')
  await context.close()
})

test('the same row saved from two tabs shows the conflict, and unsaved edits survive a reload', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const [a, b] = [await context.newPage(), await context.newPage()]
  await openHome(a)
  await openHome(b)
  await enCell(a, 'home.hero.badge').fill('Badge from tab A')
  await a.keyboard.press('ControlOrMeta+s')
  await expect(a.getByText(SAVED)).toBeVisible()
  await enCell(b, 'home.hero.badge').fill('Badge from tab B')
  await b.keyboard.press('ControlOrMeta+s')
  const conflict = b.getByTestId('editor-conflicts').locator('li[data-key="home.hero.badge"]')
  await expect(conflict.getByTestId('conflict-mine')).toHaveText('Badge from tab B')
  await expect(conflict.getByTestId('conflict-current')).toHaveText('Badge from tab A')

  // Not decided yet: the edit is kept in the browser, also across a reload.
  await b.reload()
  await b.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await openHome(b)
  await expect(enCell(b, 'home.hero.badge')).toHaveValue('Badge from tab B')
  await expect(b.getByTestId('editor-conflicts')).toBeVisible()
  await context.close()
})

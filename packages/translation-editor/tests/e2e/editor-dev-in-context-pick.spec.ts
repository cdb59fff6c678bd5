import { readFileSync } from 'node:fs'
import { git, markNoReload, notReloaded, onThrowawayRepo } from './dev-repo'
import { axeViolations, expect, gotoHydrated, test } from '../../../../tests/e2e/fixtures'
import { altClick, claimed, escapeOnceShown, openPanelOnce, panel, ui } from './in-context-panel'

// In-context editing: Alt+click (or the keyboard) picks a text of the running site and opens its
// message in the panel, or the list names the page's texts. The saves: in
// editor-dev-in-context-save.spec.ts.
onThrowawayRepo(openPanelOnce)

const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1

// In English; the Swedish panel and list are read in the Swedish save (editor-dev-in-context-save).
test("en: Alt+click picks a heading, a link's text, an image's alt text and a field's placeholder; the list has the page title", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/en')
  await markNoReload(page)
  const h1 = page.locator('h1')
  console.log(`en: Alt+click h1 -> panel: ${await altClick(page, h1, 'home.intro.title')}`)
  await expect(panel(page).getByRole('heading', { name: ui.en.title })).toBeVisible()
  await expect(panel(page).getByTestId('source')).toHaveText(
    `src/features/home/home-hero.tsx:${lineOf('src/features/home/home-hero.tsx', 'id="home.intro.title"')}`,
  )
  // The heading's figure is a placeholder, filled from the business constants.
  await expect(panel(page).locator('textarea[data-lang=sv]')).toHaveValue(
    'Spåra lastbärare och sänk förpackningsavgiften med upp till {claimed}',
  )
  await expect(panel(page).locator('textarea[data-lang=en]')).toHaveValue(
    'Track load carriers and cut your packaging fee by up to {claimed}',
  )
  // The editor's preview of both languages, and its link to the row.
  await expect(panel(page).getByTestId('preview-line')).toHaveCount(2)
  await expect(
    panel(page).getByRole('link', { name: 'Open in the translation editor' }),
  ).toHaveAttribute('href', '/en/translations?file=home&key=home.intro.title')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)

  // A link's text: picked, and the link is not followed.
  const link = page.getByRole('link', { name: /sustainability reporting works/ })
  console.log(
    `en: Alt+click a link -> panel: ${await altClick(page, link, 'home.sustainability.link')}`,
  )
  expect(new URL(page.url()).pathname).toBe('/en')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(link).toBeFocused()

  await altClick(page, page.locator('img[data-hero-picture]'), 'home.hero.pictureAlt')
  await page.keyboard.press('Escape')
  const email = page.getByPlaceholder('name@company.com')
  await altClick(page, email, 'common.newsletter.placeholder')
  await page.keyboard.press('Escape')

  // The head cannot be clicked: the list names its texts.
  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  await expect(list.getByRole('heading', { name: ui.en.list })).toBeVisible()
  const title = list.locator('button[data-key="common.head.home.title"]')
  await expect(title).toContainText(ui.en.headTitle)
  await expect(list.locator('button[data-key="common.head.home.description"]')).toBeVisible()
  await title.click()
  await expect(list.getByTestId('in-context-id')).toHaveText('common.head.home.title')
  await expect(list.locator('textarea[data-lang=en]')).toHaveValue(
    'Load-carrier tracking and producer responsibility',
  )
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)
  expect(await notReloaded(page)).toBe(true)
  expect(git('status', '--porcelain')).toBe('')
  expect(consoleErrors).toEqual([])
})

test('sv: Alt+click on the H1 opens its own message first, each tab says what it is; a link inside a sentence opens the sentence first; a disabled button and text under a transparent overlay are picked', async ({
  page,
}) => {
  await gotoHydrated(page, '/sv/kalkylator')
  const h1 = page.locator('h1')
  await expect(h1).toHaveText('Miljöavgiftskalkylator')
  console.log('Alt+click to panel (H1):', await altClick(page, h1, 'calculator.intro.title'))
  const tabs = panel(page).getByRole('group', { name: 'Samma text har flera id:n' })
  await expect(tabs.getByRole('button', { pressed: true })).toContainText('calculator.intro.title')
  await expect(tabs.getByRole('button', { pressed: true })).toContainText('den här rubriken')
  await expect(tabs.getByRole('button', { name: /common\.page\.calculator/ })).toContainText(
    'sidans titel',
  )
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  // The list names the H1 a heading; the page label of the same words is the tab title's.
  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  await expect(list.locator('button[data-key="calculator.intro.title"]')).toContainText(
    'Rubrik: Miljöavgiftskalkylator',
  )
  await expect(list.locator('button[data-key="common.page.calculator"]')).toContainText(
    ui.sv.headTitle,
  )
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)

  // A link inside a sentence reads like the menu's page label: the sentence's message comes first.
  const source = page
    .locator('section[aria-labelledby=calculator-info-heading]')
    .getByRole('link', { name: 'Producentansvar' })
  await altClick(page, source, 'calculator.rates.source')
  await expect(tabs.getByRole('button', { pressed: true })).toContainText('hela meningen')
  await expect(tabs.getByRole('button', { name: /common\.page\.producer/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)

  const submit = page.getByRole('button', { name: 'Beräkna miljöavgift' })
  await expect(submit).toBeDisabled()
  console.log(
    'Alt+click to panel (disabled):',
    await altClick(page, submit, 'calculator.form.submit'),
  )
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)

  // The slider's value is never shown, only read aloud: its developer's comment says so.
  await page.keyboard.press('Alt+Shift+L')
  await list.locator('button[data-key="calculator.form.business.valueText"]').click()
  await expect(list.getByTestId('comment')).toContainText('screen readers')
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)

  // A transparent layer over the heading (a click-catcher, a glass pane) hides it from the click.
  await page.evaluate(() => {
    const glass = document.createElement('div')
    glass.dataset.testid = 'glass'
    Object.assign(glass.style, { position: 'fixed', inset: '0', zIndex: '10' })
    document.body.append(glass)
  })
  await altClick(page, h1, 'calculator.intro.title')
})

test('keyboard only: the focused link opens its panel, the list opens a message, Escape returns focus; axe finds nothing', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  const link = page.getByRole('link', { name: 'How sustainability reporting works in Cirkla' })
  await link.focus()
  await page.keyboard.press('Alt+Shift+E')
  await expect(panel(page).getByTestId('in-context-id')).toHaveText('home.sustainability.link')
  await expect(panel(page).getByRole('button', { name: 'Close the panel' })).toBeFocused()
  expect(await axeViolations(page, { include: '[data-testid=in-context-panel]' })).toEqual([])
  const en = panel(page).locator('textarea[data-lang=en]')
  for (let i = 0; i < 5 && !(await en.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(en).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' today')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(link).toHaveText('How sustainability reporting works in Cirkla today')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(link).toBeFocused()

  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  await expect(list.getByRole('button', { name: 'Close the list' })).toBeFocused()
  expect(await axeViolations(page, { include: '[data-testid=in-context-list]' })).toEqual([])
  await page.keyboard.press('Tab')
  await expect(list.locator('button[data-key]').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(list.getByTestId('in-context-id')).toBeVisible()
  expect(await axeViolations(page, { include: '[data-testid=in-context-list]' })).toEqual([])
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)
  await expect(link).toBeFocused()
})

test('the panel links to the message in the editor; its row links to the page it appears on', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await altClick(page, page.locator('h1'), 'home.intro.title')
  await panel(page).getByRole('link', { name: 'Open in the translation editor' }).click()
  await expect(page).toHaveURL(/\/en\/translations\?file=home&key=home\.intro\.title$/)
  await expect(page.getByRole('heading', { level: 2, name: /^home\.po/ })).toBeVisible()
  // The file at the message's row, not a search for its key (which would match longer ids).
  const row = page.locator('[role=row][data-key="home.intro.title"]')
  await expect(row).toBeInViewport()
  await expect(page.getByTestId('editor-preview').locator('code')).toHaveText('home.intro.title')
  await row.getByTestId('message-pages').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('h1')).toHaveText(
    `Track load carriers and cut your packaging fee by up to ${claimed.en}`,
  )
})

test("sv: a select's placeholder and options are picked, not opened, by Alt+click and Alt+Shift+E; the list names them and the H1; the panel offers suggestions and history", async ({
  page,
}) => {
  await gotoHydrated(page, '/sv/kom-igang/support')
  await markNoReload(page)
  const select = page.getByRole('combobox', { name: 'Vad gäller ärendet?' })
  // Chromium opens a select's own list on mousedown: the pick lets none through.
  await select.evaluate((el) =>
    el.addEventListener('mousedown', () => el.setAttribute('data-pressed', '')),
  )
  await altClick(page, select, 'support.form.category.placeholder')
  const tabs = panel(page).getByRole('group', { name: 'Samma text har flera id:n' })
  await expect(tabs.getByRole('button', { pressed: true })).toContainText(
    'platshållaren i väljaren',
  )
  await expect(
    tabs.getByRole('button', { name: /support\.form\.category\.technical/ }),
  ).toContainText('ett alternativ i väljaren')
  await expect(select).not.toHaveAttribute('data-pressed')
  await expect(select).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(select).toBeFocused()
  // Escape pressed as the panel shows, before Ark listens: heard all the same, focus stays.
  let escaped = await escapeOnceShown(page, 'in-context-panel')
  await page.keyboard.press('Alt+Shift+E')
  await expect.poll(escaped).toBe(true)
  await expect(panel(page)).toHaveCount(0)
  await expect(select).toBeFocused()
  await page.keyboard.press('Alt+Shift+E')
  await expect(panel(page).getByTestId('in-context-id')).toHaveText(
    'support.form.category.placeholder',
  )
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)

  escaped = await escapeOnceShown(page, 'in-context-list')
  await page.keyboard.press('Alt+Shift+L')
  await expect.poll(escaped).toBe(true)
  await expect(page.getByTestId('in-context-list')).toHaveCount(0)
  await page.keyboard.press('Alt+Shift+L')
  const list = page.getByTestId('in-context-list')
  const item = (id: string) => list.locator(`button[data-key="${id}"]`)
  await expect(item('support.form.category.placeholder')).toContainText(
    'Platshållare i väljare: Välj kategori',
  )
  await expect(item('support.form.category.technical')).toContainText('Alternativ i väljare')
  await expect(item('support.intro.title')).toContainText('Rubrik: Support')
  await expect(item('common.page.support')).toContainText(ui.sv.headTitle)
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)

  // The H1's Swedish is the page label's too: the panel offers its English, as the row does.
  await altClick(page, page.locator('h1'), 'support.intro.title')
  const en = panel(page).locator('textarea[data-lang=en]')
  const offered = panel(page).getByTestId('suggestions').locator('[data-suggestion="1"]')
  await expect(offered).toContainText('1. Exakt: Support')
  await expect(offered.getByTestId('suggestion-source')).toHaveText('Svenska: Support')
  await en.fill('Help')
  await en.press('Alt+1')
  await expect(en).toHaveValue('Support')
  await en.fill('Help')
  await offered.click()
  await expect(en).toHaveValue('Support')
  await panel(page).getByRole('button', { name: 'Historik för support.intro.title' }).click()
  await expect(panel(page).getByTestId('history-change').first()).toContainText('e2e base')
  expect(await notReloaded(page)).toBe(true)
  expect(git('status', '--porcelain')).toBe('')
})

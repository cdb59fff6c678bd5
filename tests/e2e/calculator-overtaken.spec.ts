import type { Page } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, test, untilIdle } from './fixtures'
import { calculatorForm } from './calculator-labels'

// A press of Calculate is answered once the figures' module is there. A visitor who goes
// elsewhere before that (Back, Forward, a link) has a later intent: the press is dropped, and
// nothing of it lands anywhere. Back and Forward each show what that entry last held: after a
// press overtaken by Back, Forward showed the URL's 2000 / 25 instead of the 3000 / 20 typed
// there; a link followed meanwhile got the press's URL and result written onto the page it
// opened. The figures' module is held (its request) for as long as each test needs: the press
// is overtaken every time, never by a race.

type Lang = 'sv' | 'en'
const other = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv')
const ui = {
  sv: { ...calculatorForm.sv, switchTo: 'Svenska', page: 'Miljöavgiftskalkylator' },
  en: { ...calculatorForm.en, switchTo: 'English', page: 'Environmental fee calculator' },
} as const

const figuresModule = (url: URL) => /\/result-figures-[\w-]+\.js$/.test(url.pathname)
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
/** "50 000 kg" in Swedish, "50,000 kg" in English. */
const kg = (lang: Lang, value: number) =>
  `${new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB').format(value).replace(/\u00a0/g, ' ')} kg`
const totalKg = async (page: Page) =>
  (await page.locator('[data-figure="totalKg"] dd').innerText()).replace(/[\u00a0\u202f]/g, ' ')

/** The number fields, read together. */
const fields = async (page: Page, lang: Lang) => [
  await page.getByLabel(ui[lang].transports).inputValue(),
  await page.getByLabel(ui[lang].weight).inputValue(),
]

/** Types 3000 × 20 kg and presses Calculate: the press waits for the held figures' module. */
async function typeAndPress(page: Page, lang: Lang) {
  await page.getByLabel(ui[lang].transports).fill('3000')
  await page.getByLabel(ui[lang].weight).fill('20')
  await page.getByRole('button', { name: ui[lang].submit }).click()
}

for (const from of ['en', 'sv'] as const) {
  const to = other(from)
  test(`${from} -> ${to}: a press overtaken by Back; Forward shows what was typed there, the result as it was, out of date`, async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdRequests(page, figuresModule)
    await gotoHydrated(page, `${ui[from].url}?transports=2000&weight=25`)
    await page.locator('header').getByRole('link', { name: ui[to].switchTo, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', to)
    await expect.poll(() => fields(page, to)).toEqual(['2000', '25'])
    await typeAndPress(page, to)
    await page.goBack()
    await expect(page.locator('html')).toHaveAttribute('lang', from)
    await expect.poll(() => fields(page, from)).toEqual(['2000', '25'])
    expect(query(page)).toEqual({ transports: '2000', weight: '25' })

    await page.goForward()
    await expect(page.locator('html')).toHaveAttribute('lang', to)
    await expect.poll(() => fields(page, to)).toEqual(['3000', '20'])
    // The URL follows the form, as it would have once typing paused.
    await expect.poll(() => query(page)).toMatchObject({ transports: '3000', weight: '20' })
    // The result the entry showed (its link's), marked out of date: the press made none.
    release()
    await expect.poll(() => totalKg(page)).toBe(kg(to, 50_000))
    await expect(page.getByTestId('calculator-stale')).toBeVisible()
    await untilIdle(page)
    expect(await totalKg(page)).toBe(kg(to, 50_000))
    await expect.poll(() => fields(page, to)).toEqual(['3000', '20'])

    // Back once more: the first entry was never written to.
    await page.goBack()
    await expect(page.locator('html')).toHaveAttribute('lang', from)
    await expect.poll(() => totalKg(page)).toBe(kg(from, 50_000))
    expect(query(page)).toEqual({ transports: '2000', weight: '25' })
    await expect(page.getByTestId('calculator-stale')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

test('sv: a press overtaken by a link to the calculator itself writes nothing onto the entry it opened; Back shows what was typed', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdRequests(page, figuresModule)
  await gotoHydrated(page, `${ui.sv.url}?transports=2000&weight=25`)
  await typeAndPress(page, 'sv')
  // The footer's link to this page: a new entry, with no parameters.
  await page.locator('footer').getByRole('link', { name: ui.sv.page }).click()
  await expect.poll(() => new URL(page.url()).search).toBe('')
  await expect.poll(() => fields(page, 'sv')).toEqual(['', ''])
  const live = page.getByTestId('calculator-live')
  const said = await live.innerText()
  const loaded = page.waitForResponse((r) => figuresModule(new URL(r.url())))
  release()
  await loaded
  await untilIdle(page)
  expect(new URL(page.url()).search).toBe('')
  expect(await fields(page, 'sv')).toEqual(['', ''])
  await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
  // The press's result was never announced.
  expect(await live.innerText()).toBe(said)

  await page.goBack()
  await expect.poll(() => fields(page, 'sv')).toEqual(['3000', '20'])
  await expect.poll(() => totalKg(page)).toBe(kg('sv', 50_000))
  await expect(page.getByTestId('calculator-stale')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('en: a press overtaken by a link to another page writes nothing there, late or at once', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdRequests(page, figuresModule)
  await gotoHydrated(page, `${ui.en.url}?transports=2000&weight=25`)
  await typeAndPress(page, 'en')
  await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/contact$/)
  const left = await page.evaluate(() => history.length)
  const loaded = page.waitForResponse((r) => figuresModule(new URL(r.url())))
  release()
  await loaded
  await untilIdle(page)
  await untilIdle(page)
  expect(page.url()).toMatch(/\/en\/contact$/)
  expect(await page.evaluate(() => history.length)).toBe(left)

  await page.goBack()
  await expect.poll(() => fields(page, 'en')).toEqual(['3000', '20'])
  await expect.poll(() => totalKg(page)).toBe(kg('en', 50_000))
  await expect(page.getByTestId('calculator-stale')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

// The language switch shows the new language first, on the page still shown, and the new page
// (the route's params: the form in that language) once the part below the fold it brings is
// in. Held there, the visitor types; the page's clock is paused, so the typing pause cannot end
// before the new page is in. A fresh form there showed the URL's 2000 and took the focus (and
// the next keys) away, and the URL then took the 3000 the form no longer showed.
const belowFold = (url: URL) => /\/calculator-below-fold-[\w-]+\.js$/.test(url.pathname)

for (const from of ['en', 'sv'] as const) {
  const to = other(from)
  test(`${from} -> ${to}: typed while the switch is half-way, the new page's form shows it, and the URL follows`, async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install()
    const release = await holdRequests(page, belowFold)
    await gotoHydrated(page, `${ui[from].url}?transports=2000&weight=25`)
    await page.locator('header').getByRole('link', { name: ui[to].switchTo, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', to)
    await expect(page).not.toHaveTitle(new RegExp(ui[to].page))
    const transports = page.getByLabel(ui[to].transports)
    await expect(transports).toHaveValue('2000')
    // (A second ahead of the page's time, which runs on while this call travels; nothing is
    // typed yet for the jump to hurry.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await transports.fill('3000')
    release()
    // The new page is in (its title says so), the URL not yet written: the form shows what was
    // typed.
    await expect(page).toHaveTitle(new RegExp(ui[to].page))
    expect(new URL(page.url()).pathname).toBe(ui[to].url)
    expect(query(page)).toMatchObject({ transports: '2000', weight: '25' })
    expect(await fields(page, to)).toEqual(['3000', '25'])
    await expect(transports).toBeFocused()
    await page.clock.resume()
    await expect.poll(() => query(page)).toMatchObject({ transports: '3000', weight: '25' })
    await untilIdle(page)
    expect(await fields(page, to)).toEqual(['3000', '25'])
    expect(query(page)).toMatchObject({ transports: '3000', weight: '25' })
    expect(consoleErrors).toEqual([])
  })
}

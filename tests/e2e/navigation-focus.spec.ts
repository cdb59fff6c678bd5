import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// What follows a client-side navigation, as GOV.UK's and Gatsby's routers do it (page-change.ts):
// focus on the new page's heading, or on the element its hash names; the new title said by a
// polite live region; nothing of it on the first load. "The current page" only where a link is
// this page. The home link on the home page shows the page from its top and closes the menu. A
// hash carried through a client-side redirect lands at its element.

const region = (page: Page) => page.locator('#page-title')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector)
/** Where the element's top is in the viewport, px (the sticky header's scroll padding above it). */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top)

test('focus follows a client-side navigation to the heading, or to the hash target; the title is said; not on the first load', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/sv/producentansvar')
  await expect(region(page)).toHaveAttribute('aria-live', 'polite')
  await expect(region(page)).toHaveText('')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  // A footer link followed by keyboard: focus was left on the footer, and the next Tab went to
  // the next footer link, past the whole new page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Integritetspolicy' }).focus()
  await page.keyboard.press('Enter')
  await expect(h1(page)).toHaveText('Integritetspolicy')
  await expect(h1(page)).toBeFocused()
  await expect(region(page)).toHaveText('Integritetspolicy | Cirkla')
  await page.keyboard.press('Tab')
  expect(await focusIsIn(page, 'main')).toBe(true)

  // A hash navigation within the page (its table of contents) focuses the section it names.
  const toc = page.getByRole('navigation', { name: 'Innehåll' }).getByRole('link').nth(1)
  const id = (await toc.getAttribute('href'))!.slice(1)
  await toc.click()
  await expect(page.locator(`[id="${id}"]`)).toBeFocused()
  await expect(region(page)).toHaveText('Integritetspolicy | Cirkla') // no new page, nothing new said

  // To another page's section (the language switch keeps the hash): focus there, its title said.
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/privacy-policy#${id}$`))
  await expect(page.locator(`[id="${id}"]`)).toBeFocused()
  await expect(region(page)).toHaveText('Privacy policy | Cirkla')
  expect(consoleErrors).toEqual([])
})

test('"the current page" only on links to exactly this page, with a query too; never the logo elsewhere', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/calculator?weight=25')
  const current = await page
    .locator('a[aria-current=page]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(current.length).toBeGreaterThan(0)
  expect(current.filter((href) => href?.split(/[?#]/)[0] !== '/en/calculator')).toEqual([])
  await expect(
    page.getByRole('link', { name: 'Cirkla – go to the home page' }),
  ).not.toHaveAttribute('aria-current')
})

test('the logo and "Home" on the home page: the page from its top, focus on its heading, the menu closed', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/en')
  const entries = await page.evaluate(() => history.length)
  const logo = page.getByRole('link', { name: 'Cirkla – go to the home page' })
  await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000)
  await logo.click()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await expect(h1(page)).toBeFocused()
  await page.evaluate(() => scrollTo({ top: 1500, behavior: 'instant' }))
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  expect(await page.evaluate(() => history.length)).toBe(entries)

  // At a phone's width, the menu open: the logo closes it, and the page behind is live again.
  await page.setViewportSize({ width: 390, height: 800 })
  const menu = page.locator('header details', { has: page.locator('nav') })
  await menu.locator('summary').click()
  await expect(page.locator('main')).toHaveAttribute('inert')
  await logo.click()
  await expect(menu).not.toHaveAttribute('open')
  await expect(page.locator('main')).not.toHaveAttribute('inert')
  // its own entry for the page shown closes it too
  await menu.locator('summary').click()
  await menu.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(menu).not.toHaveAttribute('open')
  await expect(page.locator('main')).not.toHaveAttribute('inert')
  await expect(h1(page)).toBeFocused()
  expect(consoleErrors).toEqual([])
})

test('a hash carried through a client-side redirect lands at its element', async ({ page }) => {
  // "/" is the language chooser's HTML: the home page is rendered afresh, its contact section (code
  // split off, below the fold) a moment after the redirect.
  await gotoHydrated(page, '/#contact')
  await expect(page).toHaveURL(/\/sv#contact$/)
  await expect.poll(() => topOf(page.locator('#contact'))).toBeGreaterThanOrEqual(0)
  await expect.poll(() => topOf(page.locator('#contact'))).toBeLessThan(100)
  await gotoHydrated(page, '/en/kalkylator#calculator-faq-heading')
  await expect(page).toHaveURL(/\/en\/calculator#calculator-faq-heading$/)
  const faq = page.locator('#calculator-faq-heading')
  await expect.poll(() => topOf(faq)).toBeGreaterThanOrEqual(0)
  await expect.poll(() => topOf(faq)).toBeLessThan(100)
})

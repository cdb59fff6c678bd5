import type { Page } from '@playwright/test'
import { appScript, expect, gotoHydrated, holdRequests, test } from './fixtures'

// Hydration rule "hydrated when idle" (src/components/hydration/hydrate-on-interaction.tsx): the
// header's navigation, language switch and phone menu hydrate once the page is live and the main
// thread idle, or when the visitor turns to them. Here the idle moment is held back for good (a
// page whose main thread never rests), so each part is still the server's HTML when it is pressed:
// the first press must do what it does on a live header, in either language. The menu pressed
// before any script has run: navigation.spec.ts.

/** The main thread never idle: the header's parts come due only when the visitor turns to them. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
    // A document load (a link followed as HTML) would lose this; the router's navigation keeps it.
    Object.assign(window, { sameDocument: true })
  })
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true })

  test('the first tap opens the menu and the first switch is the router’s, with the header not yet hydrated', async ({
    page,
    consoleErrors,
  }) => {
    await neverIdle(page)
    await gotoHydrated(page, '/en/calculator')
    const header = page.locator('header')
    const toSwedish = header.getByRole('link', { name: 'Svenska', exact: true })
    // Still the prerendered link (the host's fallback), the page itself live.
    await expect(toSwedish).toHaveAttribute('href', '/sv/kalkylator?switch-from=en')
    const menu = header.locator('details', { has: page.locator('nav') })
    await menu.locator('summary').tap()
    await expect(menu).toHaveAttribute('open')
    // The menu's own code ran: the page behind is inert, Escape closes it; the switch beside it
    // hydrated with it and now carries the page's own query.
    await expect(page.locator('main')).toHaveAttribute('inert')
    await expect(toSwedish).toHaveAttribute('href', '/sv/kalkylator')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(page.locator('main')).not.toHaveAttribute('inert')

    // A fresh page, the switch the first thing pressed.
    await gotoHydrated(page, '/sv/producentansvar')
    const toEnglish = header.getByRole('link', { name: 'English', exact: true })
    await expect(toEnglish).toHaveAttribute('href', /switch-from=sv/)
    await toEnglish.tap()
    await expect(page).toHaveURL(/\/en\/producer-responsibility$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await sameDocument(page)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})

test('a desktop dropdown’s first click opens it as the live header does, and its link is the router’s', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await neverIdle(page)
  await gotoHydrated(page, '/sv')
  const dropdown = page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .locator('details', { hasText: 'Om oss' })
  await dropdown.locator('summary').click()
  await expect(dropdown).toHaveAttribute('open')
  // Escape is the script's (a <details> has no key of its own): it closes and returns focus.
  await page.keyboard.press('Escape')
  await expect(dropdown).not.toHaveAttribute('open')
  await expect(dropdown.locator('summary')).toBeFocused()
  await dropdown.locator('summary').click()
  await dropdown.getByRole('link', { name: 'Träffa teamet' }).click()
  await expect(page).toHaveURL(/\/sv\/om-oss\/traffa-teamet$/)
  await expect(dropdown).not.toHaveAttribute('open')
  expect(await sameDocument(page)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('before the scripts, the language switch is a plain link that lands on the other language', async ({
  page,
}) => {
  const release = await holdRequests(page, appScript)
  await page.goto('/sv/producentansvar', { waitUntil: 'commit' })
  await page.locator('header').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/producer-responsibility$/)
  release()
})

import type { Page } from '@playwright/test'
import { appScript, expect, holdRequests, test } from './fixtures'

// The header's navigation, language switch and phone menu are a Suspense boundary of their own
// (site-header.tsx): React hydrates them after the page is live. Before that, a press must still
// do what it does on a live header, in either language: here the app's scripts are held while
// the header is pressed, then let through. (The menu in Swedish: navigation.spec.ts.)

/** Lets the held scripts through and waits for the page to be live. */
async function goLive(page: Page, release: () => void) {
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // A document load (a link followed as HTML) would lose this; the router's navigation keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true })

  test('the menu tapped before the scripts stays open and becomes the live menu; the switch is then the router’s', async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdRequests(page, appScript)
    await page.goto('/en/calculator', { waitUntil: 'commit' })
    const header = page.locator('header')
    const menu = header.locator('details', { has: page.locator('nav') })
    await menu.locator('summary').tap()
    await expect(menu).toHaveAttribute('open')
    await goLive(page, release)
    // The menu's own code adopted it: the page behind is inert, Escape closes it.
    await expect(page.locator('main')).toHaveAttribute('inert')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(page.locator('main')).not.toHaveAttribute('inert')
    const toSwedish = header.getByRole('link', { name: 'Svenska', exact: true })
    await expect(toSwedish).toHaveAttribute('href', '/sv/kalkylator')
    await toSwedish.tap()
    await expect(page).toHaveURL(/\/sv\/kalkylator$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    expect(await sameDocument(page)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})

test('a dropdown clicked before the scripts stays open and becomes the live dropdown; its link is the router’s', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const release = await holdRequests(page, appScript)
  await page.goto('/sv', { waitUntil: 'commit' })
  const dropdown = page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .locator('details', { hasText: 'Om oss' })
  await dropdown.locator('summary').click()
  await expect(dropdown).toHaveAttribute('open')
  await goLive(page, release)
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

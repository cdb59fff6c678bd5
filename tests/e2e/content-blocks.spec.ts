import type { Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test, sharedTab, untilIdle } from './fixtures'

// What the content blocks do in a browser: the FAQs (accordions) and the carrier strip. Their
// content in both languages (fee and material tables, the home comparison, the team, the contact
// section, every FAQ against its FAQPage JSON-LD, the carrier strip's images), as served:
// prerendered-content.spec.ts; the spec's key figures: prerendered-html.spec.ts. The behaviour does
// not depend on the language: one language each, and axe of an open answer in both. The tests only
// read the site, so they share one tab.

let page: Page
const consoleErrors = sharedTab((tab) => (page = tab))

// The FAQ is the platform's exclusive accordion (<details name>, components/content/faq.tsx): the
// same on every page that has one.
test('/en: the FAQ opens one item at a time, collapses, works by keyboard; an open answer passes axe', async () => {
  await gotoHydrated(page, '/en')
  const faq = page.locator('#faq')
  const items = faq.locator('details')
  const triggers = items.locator('summary')
  await expect(triggers).toHaveCount(6)
  const first = items.nth(0)
  const second = items.nth(1)
  await triggers.nth(0).click()
  await expect(first).toHaveAttribute('open', '')
  await triggers.nth(1).click()
  await expect(second).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open')
  await triggers.nth(1).click()
  await expect(second).not.toHaveAttribute('open')
  await expect(faq.locator('details[open]')).toHaveCount(0)

  // Keyboard: Enter opens the focused question, Tab reaches the next, Space opens it and closes
  // the first. (No arrow keys between questions: <details> has none, see README.)
  await triggers.nth(3).focus()
  await page.keyboard.press('Enter')
  await expect(items.nth(3)).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(triggers.nth(4)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(items.nth(4)).toHaveAttribute('open', '')
  await expect(items.nth(3)).not.toHaveAttribute('open')

  // An opened answer shows, in a region named by its question (its text against the FAQPage
  // JSON-LD: prerendered-content.spec.ts). The sweep scans the page with every answer closed;
  // this scans an open one.
  await triggers.nth(2).click()
  const question = (await triggers.nth(2).textContent())!.trim()
  await expect(faq.getByRole('region', { name: question })).toBeVisible()
  expect(await axeViolations(page, { include: '#faq' })).toEqual([])
  expect(consoleErrors.splice(0)).toEqual([])
})

test('/sv/producentansvar: an open answer of the FAQ passes axe', async () => {
  await gotoHydrated(page, '/sv/producentansvar')
  const faq = page.locator('#faq')
  await faq.locator('summary').nth(2).click()
  await expect(faq.locator('details[open] [role=region]')).toBeVisible()
  expect(await axeViolations(page, { include: '#faq' })).toEqual([])
  expect(consoleErrors.splice(0)).toEqual([])
})

test('the carrier strip scrolls, pauses on hover and focus, and stands still under prefers-reduced-motion', async () => {
  await gotoHydrated(page, '/en')
  const strip = page.locator('[data-carrier-strip]')
  const track = strip.locator('[data-track]')
  await expect(track).not.toHaveCSS('animation-name', 'none')
  await expect(track).toHaveCSS('animation-play-state', 'running')
  await strip.hover()
  await expect(track).toHaveCSS('animation-play-state', 'paused')
  await page.mouse.move(0, 0)
  await expect(track).toHaveCSS('animation-play-state', 'running')
  await strip.focus()
  await expect(track).toHaveCSS('animation-play-state', 'paused')

  // A visitor who asks for less motion, from now on: nothing animates the strip (no CSS
  // animation, transition or Web Animation), and over the frames until the page is idle it has
  // not moved (a script stepping it per frame would have).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(track).toHaveCSS('animation-name', 'none')
  const before = await track.evaluate((el) => el.getBoundingClientRect().x)
  await untilIdle(page)
  expect(await track.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0)
  expect(await track.evaluate((el) => el.getBoundingClientRect().x)).toBe(before)
  // one still set: the duplicate is not displayed, all nine carriers are
  await expect(strip.locator('ul[aria-hidden=true]')).toBeHidden()
  await expect(strip.locator('ul:not([aria-hidden]) img')).toHaveCount(9)
  await page.emulateMedia({ reducedMotion: null })
  expect(consoleErrors.splice(0)).toEqual([])
})

import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// What a printout must not have, for print.spec.ts and the calculator's chart
// test (which prints the page it has already loaded with a result).

/** Visible elements that a printout would repeat over the text (fixed or sticky). */
export const pinned = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el)
        return (
          (style.position === 'fixed' || style.position === 'sticky') &&
          style.display !== 'none' &&
          style.visibility !== 'hidden' &&
          el.getClientRects().length > 0
        )
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`),
  )

/** What a printout leaves out: the page's controls and its ways to other pages. */
const leftOut = {
  'the header navigation': 'header nav',
  'the language link': 'header a[hreflang]',
  'the app login': 'header a[href^="http"]',
  'the footer navigation': 'footer nav',
  'the newsletter form': 'footer form',
  'the breadcrumb': 'main nav:has(ol li[aria-current="page"])',
  'any button': 'button',
}

export async function expectLeftOut(page: Page) {
  for (const [what, selector] of Object.entries(leftOut)) {
    const visible = await page
      .locator(selector)
      .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)
    expect(visible, `${what} (${selector}) in print`).toBe(0)
  }
}

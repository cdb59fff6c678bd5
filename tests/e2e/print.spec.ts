import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// Issue 25 item 5: printed scrolled down, the sticky header covered "4. Support och utbildning";
// the menu, the language link, back-to-top and the newsletter form printed too.

/** Visible elements that a printout would repeat over the text (fixed or sticky). */
const pinned = (page: Page) =>
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

async function expectLeftOut(page: Page) {
  for (const [what, selector] of Object.entries(leftOut)) {
    const visible = await page
      .locator(selector)
      .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)
    expect(visible, `${what} (${selector}) in print`).toBe(0)
  }
}

for (const url of ['/sv/anvandarvillkor', '/en/terms-of-service', '/sv/integritetspolicy']) {
  test(`${url} printed: every clause shows, nothing is pinned over it, no navigation or button`, async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const clauses = page.locator('main section[id] > h2')
    const count = await clauses.count()
    expect(count).toBeGreaterThan(5)
    // Scrolled as the reporter was: the header and back-to-top are pinned on screen.
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect(page.locator('[data-back-to-top]:not([data-hidden])')).toBeVisible()
    expect(await pinned(page)).not.toEqual([])

    await page.emulateMedia({ media: 'print' })
    expect(await pinned(page)).toEqual([])
    await expectLeftOut(page)
    for (let i = 0; i < count; i++) await expect(clauses.nth(i)).toBeVisible()
    // The header still names the site, at the top of the first page only.
    await expect(page.locator('header a[href$="/sv"], header a[href$="/en"]').first()).toBeVisible()
  })
}

for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: the calculator prints the values it used, the result and the chart`, async ({
    page,
  }) => {
    const url = lang === 'sv' ? '/sv/kalkylator' : '/en/calculator'
    await gotoHydrated(page, `${url}?transports=2000&weight=12.5&material=plastic&business=60`)
    await expect(page.getByTestId('calculator-chart')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    const form = page.locator('#calculator-form')
    await expect(form.getByRole('textbox').nth(0)).toHaveValue('2000')
    await expect(form.getByRole('textbox').nth(0)).toBeVisible()
    await expect(form.getByRole('textbox').nth(1)).toHaveValue(lang === 'sv' ? '12,5' : '12.5')
    await expect(form.getByRole('textbox').nth(1)).toBeVisible()
    await expect(
      form.getByRole('radio', { name: lang === 'sv' ? 'Plast' : 'Plastic' }),
    ).toBeChecked()
    await expect(form.getByRole('radio', { checked: true })).toBeVisible()
    await expect(page.getByTestId('calculator-shares')).toContainText(
      lang === 'sv' ? '60 %' : '60%',
    )
    await expect(page.getByTestId('calculator-shares')).toBeVisible()
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    await expect(page.getByTestId('calculator-chart')).toBeVisible()
    expect(await pinned(page)).toEqual([])
    await expectLeftOut(page)
  })
}

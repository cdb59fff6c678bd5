import { expect, gotoHydrated, test } from './fixtures'
import { expectLeftOut, pinned } from './print'

// Printed scrolled down, the sticky header covered "4. Support och utbildning";
// the menu, the language link, back-to-top and the newsletter form printed too. (The calculator's
// printout: its chart test in calculator-robustness.spec.ts.)
test('legal pages printed: every clause shows, nothing is pinned over it, no navigation or button', async ({
  page,
}) => {
  // the two legal layouts' pages (the privacy policy has a breadcrumb); print does not depend on
  // the language
  for (const url of ['/sv/anvandarvillkor', '/sv/integritetspolicy']) {
    await page.emulateMedia({ media: 'screen' })
    await gotoHydrated(page, url)
    const clauses = page.locator('main section[id] > h2')
    const count = await clauses.count()
    expect(count, url).toBeGreaterThan(5)
    // Scrolled as the reporter was: the header and back-to-top are pinned on screen.
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect(page.locator('[data-back-to-top]:not([data-hidden])'), url).toBeVisible()
    expect(await pinned(page), url).not.toEqual([])

    await page.emulateMedia({ media: 'print' })
    expect(await pinned(page), url).toEqual([])
    await expectLeftOut(page)
    for (let i = 0; i < count; i++) await expect(clauses.nth(i), url).toBeVisible()
    // The header still names the site, at the top of the first page only.
    await expect(page.locator('header a[href$="/sv"], header a[href$="/en"]').first()).toBeVisible()
  }
})

// The calculator printed five pages, with the FAQ, the calls to action, the
// related pages' cards and the footer. A printout of it is what the visitor calculated: the page's
// title, the form (its values) and the result. (The result's chart in print, at two widths:
// calculator-robustness.spec.ts.)
test('calculator printed: the title, the form and the result, nothing else, on two A4 pages', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/calculator?transports=1000&weight=25&material=wood&business=100')
  await expect(page.getByTestId('calculator-result')).toBeVisible()
  // On screen the page is whole.
  await expect(page.locator('footer')).toBeVisible()
  await expect(page.locator('#calculator-cta')).toBeAttached()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByLabel('Load carriers per year')).toHaveValue('1000')
  await expect(page.getByLabel('Load carriers per year')).toBeVisible()
  await expect(page.getByTestId('calculator-result')).toBeVisible()
  for (const heading of [
    'How the calculator works',
    'Frequently asked questions about the environmental fee',
  ])
    await expect(page.getByRole('heading', { name: heading }), heading).toBeHidden()
  await expect(page.locator('#calculator-cta'), 'the call to action').toBeHidden()
  await expect(page.locator('footer'), 'the footer').toBeHidden()
  expect(
    await page
      .locator('main a')
      .evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).length),
    'links in print: the rates source only',
  ).toBe(1)
  await expectLeftOut(page)
  // The printout itself, as the browser lays it out on A4.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length, 'A4 pages').toBeLessThanOrEqual(2)
})

import { expect, gotoHydrated, test } from './fixtures'
import { expectLeftOut, pinned } from './print'

// Issue 25 item 5: printed scrolled down, the sticky header covered "4. Support och utbildning";
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

import { allPublicPaths } from '../../src/i18n/slugs'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'

// Client-side navigation through the header and footer to every page, at desktop and phone width.
// Where every link points (a known page, in its language, never through a redirect) and the crawl
// that reaches every page: prerendered-html.spec.ts.

/** What the English mobile menu offers (the header's entries). */
const mobileMenuEntries = [
  'Home',
  'Producer responsibility',
  'Environmental fee calculator',
  'Material guide',
  'Optimise fleet',
  'Meet the team',
  'Customer cases',
  'API documentation',
  'Log in',
  // the application's login, told apart from the demo login page above
  'Log in to the app',
  'Create an account',
  'Getting-started guide',
  'Support',
  'Contact',
  'Sustainability reporting',
]

// Desktop in Swedish and a phone in English, as two tests that run side by side.
for (const [width, lang] of [
  [1280, 'sv'],
  [390, 'en'],
] as const) {
  test(`client-side navigation through the nav at ${width} px (${lang}): no console error or failed request${width < 1024 ? '; the menu lists every entry, passes axe, closes on navigation' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /react|hydrat|key/i.test(m.text()))) {
        problems.push(`${m.type()}: ${m.text()}`)
      }
    })
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
    // A full navigation by the test itself cancels whatever the previous page still had in flight (a lazy
    // chunk of the page just reached); only those cancellations are not the site's fault.
    let leaving = false
    page.on('requestfailed', (r) => {
      if (!(leaving && r.failure()?.errorText === 'net::ERR_ABORTED'))
        problems.push(`failed: ${r.url()}`)
    })
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`)
    })
    await page.setViewportSize({ width, height: 900 })
    leaving = true
    await gotoHydrated(page, `/${lang}`)
    leaving = false
    // every page reachable from the header or footer (the translation editor is deliberately unlinked)
    const targets = allPublicPaths().filter(
      (p) =>
        (p.startsWith(`/${lang}/`) || p === `/${lang}`) && !/oversattningar|translations/.test(p),
    )
    // The mobile menu: a <details> (it opens without JavaScript too) holding the navigation.
    const menuDetails = page.locator('header details', { has: page.locator('nav') })
    const toggle = menuDetails.locator('summary')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    if (width < 1024) {
      // The mobile menu lists every entry of the desktop header, and open it passes axe (in
      // Swedish: robust-keyboard.spec.ts).
      await toggle.click()
      for (const name of mobileMenuEntries)
        await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible()
      // The demo login page and the application's login are two entries with two names.
      await expect(menu.getByRole('link', { name: /^log in/i })).toHaveText([
        'Log in',
        'Log in to the app',
      ])
      expect(await axeViolations(page)).toEqual([])
    }
    for (const target of targets) {
      const inHeader = page.locator(`header a[href="${target}"]`)
      if (await inHeader.count()) {
        if (width < 1024) {
          if ((await menuDetails.getAttribute('open')) === null) await toggle.click()
        } else if (!(await inHeader.first().isVisible())) {
          const desktopNav = page.locator('header nav').first()
          await desktopNav
            .locator('li', { has: page.locator(`a[href="${target}"]`) })
            .locator('summary')
            .click()
        }
        await page.locator(`header a[href="${target}"]:visible`).first().click()
      } else {
        await page.locator(`footer a[href="${target}"]`).first().click()
      }
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      // The address changes when the navigation starts; the page (and its canonical link) only once its
      // chunk has loaded, and the router then scrolls to the top. Clicking the next link before that
      // could land wherever the scroll takes the content, so wait for the page itself.
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${target}$`),
      )
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)))
      await expect(page.locator('h1')).toHaveCount(1)
      if (width < 1024 && target !== `/${lang}`) {
        // the menu closes on navigation (the first target is the page the walk starts on)
        await expect(menuDetails, target).not.toHaveAttribute('open')
        await expect(menu).toBeHidden()
      }
    }
    expect(problems).toEqual([])
  })
}

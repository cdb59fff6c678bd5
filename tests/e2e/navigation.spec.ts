import type { Page } from '@playwright/test'
import { appScript, expect, gotoHydrated, holdRequests, test } from './fixtures'

// Old, alias and wrong-language addresses, and not-found pages: the URL corpus in
// robust-urls.spec.ts. The header's menus: robust-keyboard.spec.ts (keyboard, a click elsewhere)
// and site-links.spec.ts (every link of the header and footer, clicked, at 1280 and 390 px).

test.describe('/ and the visitor’s language', () => {
  test('/ goes to the stored language, /#contact keeps the hash, a hostile stored value is replaced', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await expect(page).toHaveURL(/\/sv$/)
    await page.evaluate(() => localStorage.setItem('cirkla.lang', 'en'))
    await gotoHydrated(page, '/#contact')
    await expect(page).toHaveURL(/\/en#contact$/)
    await page.evaluate(() => localStorage.setItem('cirkla.lang', '<script>alert(1)</script>'))
    await gotoHydrated(page, '/cookies')
    await expect(page).toHaveURL(/\/sv\/cookies$/)
    expect(await page.evaluate(() => localStorage.getItem('cirkla.lang'))).toBe('sv')
  })

  test('/ follows the browser language when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' })
    const page = await context.newPage()
    await gotoHydrated(page, '/')
    await expect(page).toHaveURL(/\/en$/)
    await context.close()
  })
})

/** The header's link to the other language. */
const switchLink = (page: Page, label: 'English' | 'Svenska') =>
  page.locator('header').getByRole('link', { name: label, exact: true })

// Every page's switch link points at the same page in the other language (prerendered-html.spec.ts);
// here it is followed, both ways, on the home page and on pages with translated slugs.
test('the language switch: the same page in the other language, both ways; hash and query kept, in its href too (a new tab)', async ({
  page,
  consoleErrors,
}) => {
  const expectSwitched = async (to: string) => {
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    const lang = to.split('/')[1]!.slice(0, 2)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    // <html lang> follows the language as soon as it is active, while the page on screen still
    // renders in it; the choice is stored once the new page is shown, a commit or more later.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cirkla.lang'))).toBe(lang)
    const canonical = to.split('#')[0]!
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`${canonical}$`),
    )
  }
  await gotoHydrated(page, '/sv/kalkylator')
  await switchLink(page, 'English').click()
  await expectSwitched('/en/calculator')
  await switchLink(page, 'Svenska').click()
  await expectSwitched('/sv/kalkylator')
  await gotoHydrated(page, '/en/about/meet-team')
  await switchLink(page, 'Svenska').click()
  await expectSwitched('/sv/om-oss/traffa-teamet')

  // The prerendered href had no hash and hydration kept it, so a Ctrl+click (a
  // new tab) or a copied link lost it, while a plain click (the router) kept it.
  await gotoHydrated(page, '/sv#contact')
  await expect(switchLink(page, 'English')).toHaveAttribute('href', '/en#contact')
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    switchLink(page, 'English').click({ modifiers: ['ControlOrMeta'] }),
  ])
  await tab.waitForURL('**/en#contact')
  await tab.close()
  await switchLink(page, 'English').click()
  await expectSwitched('/en#contact')
  await gotoHydrated(page, '/en/calculator?weight=25#calculator-info-heading')
  await expect(switchLink(page, 'Svenska')).toHaveAttribute(
    'href',
    '/sv/kalkylator?weight=25#calculator-info-heading',
  )
  expect(consoleErrors).toEqual([])
})

test('the skip link moves focus to the main content; a footer link opens the next page at its top at once, not with a smooth glide, title and canonical updated', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/sv/producentansvar')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Hoppa till huvudinnehållet' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  await page.locator('footer').getByRole('link', { name: 'Integritetspolicy' }).click()
  await expect(page).toHaveURL(/\/sv\/integritetspolicy$/)
  await expect(page.locator('h1')).toHaveText('Integritetspolicy')
  // A smooth scroll from the footer of this long page takes several hundred milliseconds;
  // two frames after the new page has rendered it must already be at the top.
  const scrollY = await page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => r(scrollY))),
      ),
  )
  expect(scrollY).toBe(0)
  await expect(page).toHaveTitle('Integritetspolicy | Cirkla')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/sv\/integritetspolicy$/,
  )
  expect(await page.locator('head title').count()).toBe(1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  expect(consoleErrors).toEqual([])
})

test('the menu opened before the scripts ran stays open once they have, and works as the menu', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const release = await holdRequests(page, appScript)
  await page.goto('/sv', { waitUntil: 'commit' })
  const menu = page.locator('header details', { has: page.locator('nav') })
  await menu.locator('summary').click()
  await expect(menu).toHaveAttribute('open')
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // adopted: the page behind is inert as with any open menu, and Escape closes it
  await expect(page.locator('main')).toHaveAttribute('inert')
  await expect(menu).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(menu).not.toHaveAttribute('open')
  await expect(page.locator('main')).not.toHaveAttribute('inert')
  expect(consoleErrors).toEqual([])
})

// Without JavaScript the switcher went to the bare page, the query lost. Its
// prerendered link says where it switches from; the host (deploy/nginx.conf) carries the query
// over from the Referer. The hash never reaches a server: without JavaScript it stays behind
// (with JavaScript the link itself carries both, the test above).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The header's menu and dropdowns are <details>: the platform opens them (they were buttons that
  // did nothing before the scripts ran, and nothing without them).
  test('the header opens: the menu at a phone’s width, the three dropdowns on a desktop, by pointer and keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/sv')
    const menu = page.locator('header details', { has: page.locator('nav') })
    await menu.locator('summary').click()
    await expect(menu).toHaveAttribute('open')
    await expect(menu.getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible()
    await menu.locator('a[href="/sv/kalkylator"]').click()
    await expect(page).toHaveURL(/\/sv\/kalkylator$/)

    await page.setViewportSize({ width: 1280, height: 800 })
    const dropdown = (name: string) =>
      page.locator('header details', { has: page.locator('summary', { hasText: name }) })
    for (const [name, href] of [
      ['Producentansvar', '/sv/material/tra-plast-stal'],
      ['Om oss', '/sv/om-oss/kundcase'],
      ['Kom igång', '/sv/kom-igang/support'],
    ] as const) {
      await dropdown(name).locator('summary').click()
      await expect(dropdown(name).locator(`a[href="${href}"]`)).toBeVisible()
    }
    // one open at a time (the platform's <details name>)
    await expect(page.locator('header details[open]')).toHaveCount(1)
    await dropdown('Kom igång').locator('summary').click()
    await expect(page.locator('header details[open]')).toHaveCount(0)
    await dropdown('Om oss').locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(dropdown('Om oss')).toHaveAttribute('open')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', '/sv/om-oss/traffa-teamet')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/sv\/om-oss\/traffa-teamet$/)
  })

  test('the language switch keeps the query, both ways; a page without one stays without', async ({
    page,
  }) => {
    for (const [from, label, to, h1] of [
      [
        '/sv/kalkylator?weight=25&transports=3#calculator-info-heading',
        'English',
        '/en/calculator?weight=25&transports=3',
        'Environmental fee calculator',
      ],
      ['/en/contact?topic=demo', 'Svenska', '/sv/kontakt?topic=demo', undefined],
      ['/en/about/meet-team', 'Svenska', '/sv/om-oss/traffa-teamet', 'Träffa teamet'],
      ['/sv?a=%C3%A5%20b', 'English', '/en?a=%C3%A5%20b', undefined],
    ] as const) {
      await page.goto(from)
      await switchLink(page, label).click()
      await expect(page, from).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`))
      const lang = to.slice(1, 3)
      await expect(page.locator('html'), from).toHaveAttribute('lang', lang)
      if (h1) await expect(page.locator('h1'), from).toHaveText(h1)
    }
  })
})

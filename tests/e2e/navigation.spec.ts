import { expect, gotoHydrated, test } from './fixtures'

test.describe('redirects to the canonical URL (history replaced)', () => {
  const cases: [string, RegExp][] = [
    ['/sv/calculator', /\/sv\/kalkylator$/],
    ['/en/kalkylator', /\/en\/calculator$/],
    ['/kalkylator', /\/sv\/kalkylator$/],
    ['/calculator', /\/en\/calculator$/],
    ['/kom-igang', /\/sv\/kom-igang\/guide$/],
    ['/om-oss/team', /\/sv\/om-oss\/traffa-teamet$/],
    ['/hallbarhetsrapportering', /\/sv\/hallbarhetsredovisning$/],
    ['/sv/producentansvar/', /\/sv\/producentansvar$/],
  ]
  // One tab visits them all, as a visitor following old links would.
  test('old, alias and wrong-language addresses', async ({ page }) => {
    for (const [from, to] of cases) {
      await test.step(from, async () => {
        const before = await page.evaluate(() => history.length)
        await gotoHydrated(page, from)
        await expect(page).toHaveURL(to)
        await expect(page.locator('h1')).toBeVisible()
        // one entry for the visit: the redirect replaced it instead of pushing another
        expect(await page.evaluate(() => history.length)).toBe(before + 1)
      })
    }
  })

  test('/ goes to the stored language, /#contact keeps the hash', async ({ page }) => {
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

test.describe('not found', () => {
  for (const [path, title] of [
    ['/sv/finns-inte', 'Sidan kunde inte hittas'],
    ['/en/no-such-page', 'Oops! Page not found'],
    ['/xx/kalkylator', 'Sidan kunde inte hittas'],
  ] as const) {
    test(`${path} shows 404, links home and warns`, async ({ page }) => {
      const warnings: string[] = []
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text())
        if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text())
      })
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      const home = page.locator('main').getByRole('link')
      await expect(home).toHaveAttribute('href', path.startsWith('/en') ? '/en' : '/sv')
      await expect.poll(() => warnings.some((w) => w.includes(path))).toBe(true)
      expect(errors).toEqual([])
    })
  }
})

test.describe('language switcher', () => {
  for (const [from, to, label] of [
    ['/sv/kalkylator', '/en/calculator', 'English'],
    ['/en/about/meet-team', '/sv/om-oss/traffa-teamet', 'Svenska'],
    ['/sv/kom-igang/logga-in', '/en/get-started/login', 'English'],
    ['/sv', '/en', 'English'],
  ] as const) {
    test(`${from} -> ${to}`, async ({ page, consoleErrors }) => {
      await gotoHydrated(page, from)
      await page.locator('header').getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${to}$`))
      const lang = to.split('/')[1]
      await expect(page.locator('html')).toHaveAttribute('lang', lang!)
      expect(await page.evaluate(() => localStorage.getItem('cirkla.lang'))).toBe(lang)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${to}$`),
      )
      expect(consoleErrors).toEqual([])
    })
  }

  // Issue 25 item 10: the prerendered href had no hash and hydration kept it, so a Ctrl+click (a
  // new tab) or a copied link lost it, while a plain click (the router) kept it.
  test('keeps the hash and the query, in its href too (a new tab)', async ({ page }) => {
    const link = (label: string) =>
      page.locator('header').getByRole('link', { name: label, exact: true })
    await gotoHydrated(page, '/sv#contact')
    await expect(link('English')).toHaveAttribute('href', '/en#contact')
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      link('English').click({ modifiers: ['ControlOrMeta'] }),
    ])
    await tab.waitForURL('**/en#contact')
    await tab.close()
    await link('English').click()
    await expect(page).toHaveURL(/\/en#contact$/)
    await gotoHydrated(page, '/en/calculator?weight=25#calculator-info-heading')
    await expect(link('Svenska')).toHaveAttribute(
      'href',
      '/sv/kalkylator?weight=25#calculator-info-heading',
    )
  })
})

test.describe('header navigation', () => {
  test('desktop dropdowns work by keyboard: open, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, '/sv')
    const trigger = page.getByRole('button', { name: 'Producentansvar' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const calc = page.locator('header nav').getByRole('link', { name: 'Miljöavgiftskalkylator' })
    await expect(calc).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(calc).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await expect(calc).toBeVisible()
    await page.locator('h1').click()
    await expect(calc).toBeHidden()

    const getStarted = page.getByRole('button', { name: 'Kom igång' })
    await getStarted.click()
    await page.locator('header nav').getByRole('link', { name: 'API-dokumentation' }).click()
    await expect(page).toHaveURL(/\/sv\/kom-igang\/api$/)
    await expect(page.locator('h1')).toHaveText('API-dokumentation')
  })

  test('mobile menu at 390 px opens, lists every entry and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/en')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const name of [
      'Home',
      'Producer responsibility',
      'Material guide',
      'Optimise fleet',
      'Meet the team',
      'Customer cases',
      'API documentation',
      'Log in',
      'Create an account',
      'Getting-started guide',
      'Support',
      'Contact',
      'Sustainability reporting',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Environmental fee calculator' }).click()
    await expect(page).toHaveURL(/\/en\/calculator$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(menu).toBeHidden()
  })

  test('skip link moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/sv/producentansvar')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Hoppa till huvudinnehållet' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('client-side navigation updates title, canonical and language', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/sv')
    await page.locator('footer').getByRole('link', { name: 'Integritetspolicy' }).click()
    await expect(page).toHaveURL(/\/sv\/integritetspolicy$/)
    await expect(page).toHaveTitle('Integritetspolicy | Cirkla')
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      /\/sv\/integritetspolicy$/,
    )
    expect(await page.locator('head title').count()).toBe(1)
    expect(consoleErrors).toEqual([])
  })

  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: a footer link opens the next page at its top at once, not with a smooth glide`, async ({
      page,
    }) => {
      const from = lang === 'sv' ? '/sv/producentansvar' : '/en/producer-responsibility'
      const to = lang === 'sv' ? '/sv/integritetspolicy' : '/en/privacy-policy'
      await gotoHydrated(page, from)
      await page.locator(`footer a[href="${to}"]`).click()
      await expect(page).toHaveURL(new RegExp(`${to}$`))
      await expect(page.locator('h1')).toHaveText(
        lang === 'sv' ? 'Integritetspolicy' : 'Privacy policy',
      )
      // A smooth scroll from the footer of this long page takes several hundred milliseconds;
      // two frames after the new page has rendered it must already be at the top.
      const scrollY = await page.evaluate(
        () =>
          new Promise<number>((r) =>
            requestAnimationFrame(() => requestAnimationFrame(() => r(scrollY))),
          ),
      )
      expect(scrollY).toBe(0)
    })
  }
})

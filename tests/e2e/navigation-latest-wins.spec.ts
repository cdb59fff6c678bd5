import type { APIRequestContext, Page } from '@playwright/test'
import { expect, gotoHydrated, test, untilIdle } from './fixtures'

// The latest navigation wins: what a navigation that a later one overtook fetches arrives into
// nothing. The overtaken navigation's files are held (a slow connection, in a fixed order) until
// the visitor has moved on, then let through; the page must stay the one chosen last, in its
// language, head included. Before the fix, the English catalogues arriving after Back turned
// /sv/kontakt English (`<html lang="en">`, header and page).

/** The page's own scripts, as its prerendered HTML announces them (modulepreload). */
async function scriptsOf(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text()
  return new Set([...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!))
}

/** The scripts `url` needs that the page at `shown` did not load: what its navigation fetches. */
async function fetchedGoingTo(request: APIRequestContext, url: string, shown: string) {
  const loaded = await scriptsOf(request, shown)
  return [...(await scriptsOf(request, url))].filter((href) => !loaded.has(href))
}

/**
 * Holds those files when the page asks for them; `arrive` lets them through and resolves once
 * each one asked for has been delivered (at least one must have been: else nothing was proved).
 */
async function holdFiles(page: Page, files: string[]) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const delivered: Promise<void>[] = []
  await page.route(
    (u) => files.includes(u.pathname),
    (route) => {
      const done = held.then(async () => route.fulfill({ response: await route.fetch() }))
      delivered.push(done)
      return done
    },
  )
  return async () => {
    expect(delivered.length, 'files held').toBeGreaterThan(0)
    release()
    await Promise.all(delivered)
    await untilIdle(page)
  }
}

const header = (page: Page) => page.getByRole('banner')

async function expectSwedishPage(page: Page, url: string, h1: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${url}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page).toHaveTitle(`${title} | Cirkla`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${url}$`))
  // the header still Swedish: its switch offers English
  await expect(header(page).getByRole('link', { name: 'English', exact: true })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible()
}

test('English chosen, then Back, or then a Swedish link: the overtaken switch applies nothing', async ({
  page,
  request,
  consoleErrors,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))

  // Back: the English catalogues of the contact page arrive after it.
  const english = await fetchedGoingTo(request, '/en/contact', '/sv/kontakt')
  await gotoHydrated(page, '/sv/kontakt')
  let arrive = await holdFiles(page, english)
  await header(page).getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/contact$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/sv\/kontakt$/)
  await arrive()
  await expectSwedishPage(page, '/sv/kontakt', 'Kontakta oss', 'Kontakta oss')

  // The Swedish link: English chosen on the team page, then the header's "Kontakt".
  await page.getByRole('contentinfo').getByRole('link', { name: 'Träffa teamet' }).click()
  await expectSwedishPage(page, '/sv/om-oss/traffa-teamet', 'Träffa teamet', 'Träffa teamet')
  const team = await fetchedGoingTo(request, '/en/about/meet-team', '/sv/om-oss/traffa-teamet')
  arrive = await holdFiles(
    page,
    team.filter((f) => !english.includes(f)), // the English `common` came above
  )
  await header(page).getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/about\/meet-team$/)
  await header(page).getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page).toHaveURL(/\/sv\/kontakt$/)
  await arrive()
  await expectSwedishPage(page, '/sv/kontakt', 'Kontakta oss', 'Kontakta oss')

  expect(warnings.filter((w) => /Uncompiled|not loaded/i.test(w))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a page chosen, then another: only the last one shows, head and all', async ({
  page,
  request,
  consoleErrors,
}) => {
  // what only the customer cases need (not the privacy policy chosen next): held
  const privacy = await scriptsOf(request, '/sv/integritetspolicy')
  const cases = (await fetchedGoingTo(request, '/sv/om-oss/kundcase', '/sv')).filter(
    (f) => !privacy.has(f),
  )
  await gotoHydrated(page, '/sv')
  const arrive = await holdFiles(page, cases)
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Kundcase', exact: true }).click()
  await expect(page).toHaveURL(/\/sv\/om-oss\/kundcase$/)
  await footer.getByRole('link', { name: 'Integritetspolicy', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integritetspolicy')
  await arrive()
  await expect(page).toHaveURL(/\/sv\/integritetspolicy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integritetspolicy')
  await expect(page).toHaveTitle('Integritetspolicy | Cirkla')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/sv\/integritetspolicy$/,
  )
  expect(await page.locator('head title').count()).toBe(1)
  expect(consoleErrors).toEqual([])
})

test('the language switch shows the press at once and renders the other language after it; Back before it has begun wins, the stored language unchanged', async ({
  page,
  request,
  consoleErrors,
}) => {
  const english = await fetchedGoingTo(request, '/en/contact', '/sv/kontakt')
  await gotoHydrated(page, '/sv')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expectSwedishPage(page, '/sv/kontakt', 'Kontakta oss', 'Kontakta oss')
  const switchLink = header(page).getByRole('link', { name: 'English', exact: true })

  // The English files held throughout: whenever the switch begins, they are still on their way.
  let asked = 0
  page.on('request', (r) => void (english.includes(new URL(r.url()).pathname) && asked++))
  const arrive = await holdFiles(page, english)
  // Back in the same task as the press: the switch has not begun (it waits for the pressed
  // link's frame), and must never begin.
  await switchLink.evaluate((link: HTMLElement) => {
    link.click()
    history.back()
  })
  await expect(page).toHaveURL(/\/sv$/)
  await untilIdle(page)
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  )
  await expect(page).toHaveURL(/\/sv$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(switchLink).not.toHaveAttribute('aria-busy')
  expect(await page.evaluate(() => localStorage.getItem('cirkla.lang'))).toBe('sv')

  // Pressed while the other language is still on its way: the link says so until it is shown.
  await page.goForward()
  await expect(page).toHaveURL(/\/sv\/kontakt$/)
  await switchLink.click()
  await expect(switchLink).toHaveAttribute('aria-busy', 'true')
  await expect(page).toHaveURL(/\/en\/contact$/)
  await expect.poll(() => asked).toBeGreaterThan(0)
  await expect(switchLink).toHaveAttribute('aria-busy', 'true')
  await arrive()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(
    header(page).getByRole('link', { name: 'Svenska', exact: true }),
  ).not.toHaveAttribute('aria-busy')
  expect(await page.evaluate(() => localStorage.getItem('cirkla.lang'))).toBe('en')
  expect(consoleErrors).toEqual([])
})

test('the language switch pressed while the next page is on its way leads to that page in the other language', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The contact page's files held: its URL is in the bar while the home page is still shown.
  const contact = await fetchedGoingTo(request, '/sv/kontakt', '/sv')
  await gotoHydrated(page, '/sv')
  const arrive = await holdFiles(page, contact)
  await header(page).getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page).toHaveURL(/\/sv\/kontakt$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kontakta oss')
  // The latest intent is the contact page, so the switch offers it in English, not the home page.
  const switchLink = header(page).getByRole('link', { name: 'English', exact: true })
  await expect(switchLink).toHaveAttribute('href', '/en/contact')
  await switchLink.click()
  await arrive()
  await expect(page).toHaveURL(/\/en\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(consoleErrors).toEqual([])
})

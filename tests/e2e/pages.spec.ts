import {
  allPublicPaths,
  pageByInternalPath,
  publicPath,
  toInternalPath,
} from '../../src/i18n/slugs'
import { pages, type PageEntry } from '../../src/i18n/pages'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'

const otherLang = (lang: string): 'sv' | 'en' => (lang === 'sv' ? 'en' : 'sv')

for (const url of allPublicPaths()) {
  test(`${url}: prerendered, head complete, hydrates cleanly, axe-clean`, async ({ page, consoleErrors }) => {
    const lang = url.split('/')[1]!
    const response = await gotoHydrated(page, url)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(/ \| Cirkla$/)
    expect(await page.locator('head title').count()).toBe(1)

    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(url)
    const internal = toInternalPath(url) ?? url
    const pagePath = pageByInternalPath(internal)!
    const alternates = await page.locator('link[rel=alternate]').evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
    )
    expect(alternates).toEqual([
      ['sv', publicPath(pagePath, 'sv')],
      ['en', publicPath(pagePath, 'en')],
      ['x-default', '/'],
    ])
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy()
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
      lang === 'sv' ? 'sv_SE' : 'en_GB',
    )
    const robots = await page
      .locator('meta[name=robots]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('content') ?? ''))
    expect(robots.some((r) => r.includes('noindex'))).toBe((pages[pagePath] as PageEntry).internal === true)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((t) => (JSON.parse(t) as { '@type': string })['@type'])).toContain('Organization')

    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    // the language switch points at the same page in the other language
    await expect(page.locator(`header a[hreflang=${otherLang(lang)}]`)).toHaveAttribute(
      'href',
      publicPath(pagePath, otherLang(lang)),
    )
  })
}

test('the prerendered HTML carries content and head tags without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/calculator')
  await expect(page.locator('h1')).toHaveText('Environmental fee calculator')
  await expect(page).toHaveTitle('Environmental fee calculator | Cirkla')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('footer')).toContainText('Cirkla')
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Svenska' })).toHaveAttribute('href', '/sv')
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en')
  await context.close()
})

test('sitemap lists every public page with hreflang alternates; robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(locs).toHaveLength(34)
  expect(locs).not.toContain('/sv/oversattningar')
  expect(sitemap).toContain('hreflang="en" href="https://www.cirkla.example/en/calculator"')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
})

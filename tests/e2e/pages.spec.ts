import type { Page } from '@playwright/test'
import {
  allPublicPaths,
  pageByInternalPath,
  pageBySlug,
  publicPath,
  toInternalPath,
} from '../../src/i18n/slugs'
import { isPlaceholder, site } from '../../src/config/site'
import { pages, type PageEntry } from '../../src/i18n/pages'
import {
  axeViolations,
  expect,
  gotoHydrated,
  recordCspViolations,
  sweepWidths,
  test,
  untilIdle,
} from './fixtures'
import { recordScripts } from './first-visit-js'
import { keyFigures, legalFacts } from './key-figures'
import { swedishHits } from './swedish-words'

/**
 * The contact values src/config/site.ts still marks as placeholders: never in the JSON-LD, and the
 * phone number and street never on a page (they are said to follow; the e-mail addresses are on
 * the reserved example.com domain and are shown as they are).
 */
const placeholderContactValues = {
  jsonLd: [
    ...(isPlaceholder('email') ? [site.email, site.supportEmail] : []),
    ...(isPlaceholder('phone') ? [site.phone.tel, site.phone.display] : []),
    ...(isPlaceholder('address') ? [site.address.street] : []),
  ],
  visible: [
    ...(isPlaceholder('phone') ? [site.phone.display] : []),
    ...(isPlaceholder('address') ? [site.address.street] : []),
  ],
}

const otherLang = (lang: string): 'sv' | 'en' => (lang === 'sv' ? 'en' : 'sv')
const isLang = (v: string): v is 'sv' | 'en' => v === 'sv' || v === 'en'

/** Every same-site link on the page: language prefix, hreflang across languages, a known page. */
async function linkProblems(page: Page, lang: string) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href')!, hreflang: a.getAttribute('hreflang') })),
    )
  const problems: string[] = []
  for (const { href, hreflang } of hrefs) {
    const path = href.split('#')[0]!.split('?')[0]!
    if (!path || path === '/') continue
    const linkLang = path.split('/')[1]!
    if (!isLang(linkLang)) problems.push(`link to ${href} has no language prefix`)
    else if (linkLang !== lang && hreflang !== linkLang) {
      problems.push(`link to the other language without hreflang: ${href}`)
    } else if (!pageBySlug(linkLang, path.split('/').slice(2).join('/'))) {
      problems.push(`link to an unknown page ${href}`)
    }
  }
  return problems
}

/**
 * THE page sweep: every public URL is loaded once, cold, at 1280 px, then the same page is narrowed
 * to 390 px (the layout is CSS; nothing reads the width at load), and everything a page must
 * satisfy is asserted there, axe at both widths and the first-visit JavaScript budget included.
 * Other specs do not scan these pages in their initial state again (fixtures.ts, sweepWidths).
 */
const publicPaths = allPublicPaths()
for (const [order, url] of publicPaths.entries()) {
  test(`${url}: prerendered, head complete, CSP-clean, hydrates cleanly, within its JS budget, axe-clean at ${sweepWidths.join(' and ')} px`, async ({
    page,
    consoleErrors,
  }) => {
    // a cold load and two full axe scans
    test.setTimeout(60_000)
    const lang = url.split('/')[1]!
    const internal = toInternalPath(url) ?? url
    const pagePath = pageByInternalPath(internal)!
    await recordCspViolations(page)

    const [wide, narrow] = sweepWidths
    /** axe, no horizontal scrolling and no CSP violation at the current width. */
    const expectCleanAt = async (width: number) => {
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
      expect(await page.evaluate(() => window.__csp), `CSP at ${width} px`).toEqual([])
    }

    // The cold first visit, at desktop width
    await page.setViewportSize({ width: wide, height: 900 })
    const firstVisitJs = recordScripts(page)
    const response = await gotoHydrated(page, url)
    // Lazy chunks may still load after hydration: the first visit's scripts are counted once the
    // network is quiet, which it usually is by the end of the axe scan. A late chunk's CSP
    // violation is still caught: the narrow width reads them all again.
    const networkIdle = page.waitForLoadState('networkidle')
    const html = (await response?.text()) ?? ''
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expect(headers['content-type']).toContain('text/html')
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).toContain("style-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['permissions-policy']).toBeTruthy()
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.getByTestId('not-found')).toHaveCount(0)
    await expect(page.getByTestId('error-page')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    // The spec's key figures (with the sources they cite) and legal facts
    const figures = keyFigures[url] ?? []
    for (const text of [...figures, ...(legalFacts[url] ?? [])])
      await expect(page.locator('main')).toContainText(text)
    if (figures.length)
      expect(await page.locator('main a[target="_blank"]').count()).toBeGreaterThan(0)
    await expect(page).toHaveTitle(/ \| Cirkla$/)
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${url}$`),
    )
    const alternates = await page
      .locator('link[rel=alternate]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
      )
    expect(alternates).toEqual([
      ['sv', publicPath(pagePath, 'sv')],
      ['en', publicPath(pagePath, 'en')],
      ['x-default', '/'],
    ])
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      lang === 'sv' ? 'sv_SE' : 'en_GB',
    )
    const robots = await page
      .locator('meta[name=robots]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('content') ?? ''))
    expect(robots.some((r) => r.includes('noindex'))).toBe(
      (pages[pagePath] as PageEntry).internal === true,
    )
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((t) => (JSON.parse(t) as { '@type': string })['@type'])).toContain('Organization')
    // A placeholder contact value never enters the JSON-LD, and a visitor never reads a
    // placeholder phone number or address as if it were real (src/config/site.ts).
    for (const value of placeholderContactValues.jsonLd)
      expect(ld.join('\n'), 'placeholder in JSON-LD').not.toContain(value)
    const bodyText = await page.locator('body').innerText()
    for (const value of placeholderContactValues.visible)
      expect(bodyText, 'placeholder shown as real').not.toContain(value)
    // the language switch points at the same page in the other language
    await expect(page.locator(`header a[hreflang=${otherLang(lang)}]`)).toHaveAttribute(
      'href',
      publicPath(pagePath, otherLang(lang)),
    )
    expect(await linkProblems(page, lang)).toEqual([])
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('rel') ?? ''))
    for (const rel of rels) {
      expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
    if (lang === 'en') expect(swedishHits(bodyText)).toEqual([])
    await expectCleanAt(wide)
    await networkIdle
    const { row, unannounced, notBrotli } = await firstVisitJs(url, html, {
      order,
      of: publicPaths.length,
      group: pages[pagePath].ns,
    })
    expect(row.kb, 'first-visit JavaScript (gzip KB)').toBeLessThanOrEqual(row.budget)
    expect(unannounced, 'scripts its HTML did not list').toEqual([])
    expect(notBrotli, 'scripts the host did not send brotli-compressed').toEqual([])

    // The same page on a phone's width: whatever the narrower layout sets off (the header's menu
    // button) has run by the time the page is idle.
    await page.setViewportSize({ width: narrow, height: 900 })
    await untilIdle(page)
    await expect(page.locator('h1')).toBeVisible()
    await expectCleanAt(narrow)
    expect(consoleErrors).toEqual([])
  })
}

test('every page with key figures or legal facts is one the sweep loads', () => {
  const listed = [...Object.keys(keyFigures), ...Object.keys(legalFacts)]
  expect(listed.filter((url) => !publicPaths.includes(url))).toEqual([])
})

test('keyboard focus shows one outline in the focus colour on a link, a button, an input and a question', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/get-started/support')
  // The focus colour as the theme defines it, resolved by the browser.
  const focusColour = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--colors-focus)'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })
  expect(focusColour).not.toBe('')
  for (const selector of [
    'main a[href]',
    'main button[type=submit]',
    'main input[type=email]',
    'main summary',
  ]) {
    // After a Tab press the visitor is on the keyboard, and Chromium shows focus moved by script
    // as it would show focus moved by Tab (asserted: :focus-visible matches).
    await page.keyboard.press('Tab')
    await page.locator(selector).first().focus()
    const outline = await page.evaluate(() => {
      const el = document.activeElement!
      const s = getComputedStyle(el)
      return {
        focusVisible: el.matches(':focus-visible'),
        style: s.outlineStyle,
        width: s.outlineWidth,
        colour: s.outlineColor,
        offset: s.outlineOffset,
      }
    })
    expect(outline, selector).toEqual({
      focusVisible: true,
      style: 'solid',
      width: '3px',
      colour: focusColour,
      offset: '2px',
    })
  }
})

test('the prerendered HTML carries content and head tags without JavaScript', async ({
  browser,
}) => {
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

test('sitemap lists every public page with hreflang alternates; robots points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(locs).toHaveLength(34)
  expect(locs).not.toContain('/sv/oversattningar')
  expect(sitemap).toContain('hreflang="en" href="https://www.cirkla.example/en/calculator"')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
})

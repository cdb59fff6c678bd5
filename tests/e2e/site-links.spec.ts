import { allPublicPaths, publicPath, pageBySlug } from '../../src/i18n/slugs'
import { expect, gotoHydrated, test } from './fixtures'

// The site's links as a whole: a crawl of every internal link, client-side navigation through the
// nav, and the language switch pointing at the same page everywhere.
const isLang = (v: string): v is 'sv' | 'en' => v === 'sv' || v === 'en'

/** Same-site links of a prerendered page: href and hreflang of every <a href="/…">. */
function linksIn(html: string) {
  return [...html.matchAll(/<a\s[^>]*>/g)].flatMap(([tag]) => {
    const href = /\shref="(\/[^"]*)"/.exec(tag)?.[1]
    return href ? [{ href, hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null }] : []
  })
}

// The graph walk runs on the served HTML: the page sweep (page-sweep.spec.ts) checks the same rules on
// every page's hydrated links and fails on any hydration mismatch, so the two carry the same links.
test('crawl: every internal link works, stays in its language and never chains redirects', async ({
  request,
}) => {
  const seen = new Set<string>()
  const queue = ['/sv', '/en']
  const problems: string[] = []
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const response = await request.get(url, { maxRedirects: 0 })
    if (response.status() >= 300 && response.status() < 400) {
      const next = new URL(response.headers().location!, 'http://x').pathname
      const second = await request.get(next, { maxRedirects: 0 })
      if (second.status() !== 200) problems.push(`${url}: redirect chain longer than one hop`)
      continue
    }
    if (response.status() !== 200) {
      problems.push(`${url}: HTTP ${response.status()}`)
      continue
    }
    const html = await response.text()
    if (/data-testid="(not-found|error-page)"/.test(html)) {
      problems.push(`${url}: renders the not-found or error page`)
    }
    const lang = url.split('/')[1]!
    for (const { href, hreflang } of linksIn(html)) {
      const path = href.split('#')[0]!.split('?')[0]!
      if (!path || path === '/') continue
      const linkLang = path.split('/')[1]!
      if (!isLang(linkLang)) problems.push(`${url}: link to ${href} has no language prefix`)
      else if (linkLang !== lang && hreflang !== linkLang) {
        problems.push(`${url}: link to the other language without hreflang: ${href}`)
      } else if (!pageBySlug(linkLang, path.split('/').slice(2).join('/'))) {
        problems.push(`${url}: link to an unknown page ${href}`)
      }
      if (!seen.has(path)) queue.push(path)
    }
  }
  expect(problems).toEqual([])
  expect([...seen].filter((u) => allPublicPaths().includes(u)).length).toBeGreaterThanOrEqual(34)
})

// Desktop in Swedish and a phone in English, as two tests that run side by side.
for (const [width, lang] of [
  [1280, 'sv'],
  [390, 'en'],
] as const) {
  test(`client-side navigation through the nav at ${width} px (${lang}): no console error or failed request`, async ({
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
    for (const target of targets) {
      const inHeader = page.locator(`header a[href="${target}"]`)
      if (await inHeader.count()) {
        const toggle = page.getByRole('button', { name: /menu|meny/i })
        if (width < 1024) {
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
        } else if (!(await inHeader.first().isVisible())) {
          const desktopNav = page.locator('header nav').first()
          await desktopNav
            .locator('li', { has: page.locator(`a[href="${target}"]`) })
            .getByRole('button')
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
    }
    expect(problems).toEqual([])
  })
}

// Hostile URLs: the corpus in robust-urls.spec.ts.

test('language switch links point at the same page in the other language everywhere', async ({
  request,
}) => {
  for (const url of allPublicPaths()) {
    const html = await (await request.get(url)).text()
    const lang = url.split('/')[1] === 'sv' ? 'en' : 'sv'
    const match = new RegExp(
      `<a[^>]*hreflang="${lang}"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*hreflang="${lang}"`,
      'i',
    ).exec(html)
    const href = match?.[1] ?? match?.[2]
    const [, , ...rest] = url.split('/')
    const page = pageBySlug(url.split('/')[1] as 'sv' | 'en', rest.join('/'))!
    expect(href, url).toBe(publicPath(page, lang))
  }
})

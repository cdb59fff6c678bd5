import { expect, gotoHydrated, test } from './fixtures'

declare global {
  interface Window {
    __parsed: { h1?: Element; footer?: Element }
    __atMarker?: Record<'header' | 'h1' | 'footer' | 'slider', boolean>
  }
}

// The prerender renders the whole document through the router's server path and the browser
// hydrates it (src/components/hydration/hydration.ts: its rules, named in these tests). If the two trees differ, React throws the server markup away and
// renders afresh (React #418): the page still looks right, so these tests check that the very
// elements the HTML parser created are the ones React kept, and that the head holds each tag once.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__parsed = {}
    new MutationObserver(() => {
      window.__parsed.h1 ??= document.querySelector('h1') ?? undefined
      window.__parsed.footer ??= document.querySelector('footer') ?? undefined
    }).observe(document, { childList: true, subtree: true })
    // What is live the moment <html data-hydrated> appears: React keeps its fiber on every element
    // it hydrated, and the calculator's slider is enabled only in the render after hydration.
    const live = (selector: string) => {
      const element = document.querySelector(selector)
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    }
    const marker = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      marker.disconnect()
      window.__atMarker = {
        header: live('header'),
        h1: live('main h1'),
        footer: live('footer'),
        slider: live('input[type="range"]:enabled'),
      }
    })
    marker.observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-hydrated'],
    })
  })
})

for (const url of ['/sv', '/en', '/sv/kalkylator', '/en/contact', '/sv/om-oss/traffa-teamet']) {
  test(`hydration rules "own page", "router without SSR data" and "marker when live": ${url}: React adopts the prerendered document instead of rendering it again`, async ({
    page,
    consoleErrors,
  }) => {
    const lang = url.split('/')[1]!
    await gotoHydrated(page, url)
    const kept = await page.evaluate(() => ({
      h1: !!window.__parsed.h1 && document.querySelector('h1') === window.__parsed.h1,
      footer:
        !!window.__parsed.footer && document.querySelector('footer') === window.__parsed.footer,
    }))
    expect(kept).toEqual({ h1: true, footer: true })
    // The marker every test waits for comes once the whole page is live, not just the root.
    expect(await page.evaluate(() => window.__atMarker)).toEqual({
      header: true,
      h1: true,
      footer: true,
      slider: url === '/sv/kalkylator',
    })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    // every head tag once: React adopted the prerendered ones rather than adding its own
    for (const selector of [
      'title',
      'meta[charset]',
      'meta[name=viewport]',
      'meta[name=description]',
      'link[rel=canonical]',
      'link[rel=stylesheet]',
      'link[rel=manifest]',
      'meta[property="og:title"]',
    ]) {
      await expect(page.locator(`head ${selector}`), selector).toHaveCount(1)
    }
    await expect(page.locator('head link[rel=icon]')).toHaveCount(2)
    await expect(page.locator('head link[rel=alternate]')).toHaveCount(3)
    // the route's structured data (Organization on every page) is in <head> with the other tags
    const headLd = await page.locator('head script[type="application/ld+json"]').allTextContents()
    expect(headLd.map((t) => (JSON.parse(t) as { '@type': string })['@type'])).toContain(
      'Organization',
    )
    // the router's own SSR hydration data is an inline script the CSP forbids: never shipped
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
}

test('hydration rule "own page": / and not-found pages (another page’s markup) are rendered afresh, head tags once', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/sv/finns-inte')
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head link[rel=stylesheet]')).toHaveCount(1)
  await gotoHydrated(page, '/')
  await expect(page).toHaveURL(/\/sv$/)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name=description]')).toHaveCount(1)
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([])
})

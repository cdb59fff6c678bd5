import type { CDPSession, ConsoleMessage, Page } from '@playwright/test'
import { allPublicPaths, pageByInternalPath, toInternalPath } from '../../src/i18n/slugs'
import { pages } from '../../src/i18n/pages'
import {
  axeViolations,
  expect,
  gotoHydrated,
  recordCspViolations,
  reflowFonts,
  reflowWidths,
  sweepWidths,
  test,
  untilIdle,
} from './fixtures'
import { recordScripts } from './first-visit-js'
import { splitWords } from './line-breaks'

declare global {
  interface Window {
    __parsed: { h1?: Element; footer?: Element }
    __atMarker?: Record<'header' | 'h1' | 'footer' | 'slider', boolean>
  }
}

/**
 * The prerender renders the whole document through the router's server path and the browser
 * hydrates it (src/components/hydration/hydration.ts: its rules, named below). If the two trees
 * differ, React throws the server markup away and renders afresh (React #418): the page still
 * looks right, so this records the very elements the HTML parser created (to check that React
 * kept them), and what is live the moment <html data-hydrated> appears: React keeps its fiber on
 * every element it hydrated, and the calculator's slider is enabled only in the render after
 * hydration.
 */
async function recordHydration(page: Page) {
  await page.addInitScript(() => {
    window.__parsed = {}
    new MutationObserver(() => {
      window.__parsed.h1 ??= document.querySelector('h1') ?? undefined
      window.__parsed.footer ??= document.querySelector('footer') ?? undefined
    }).observe(document, { childList: true, subtree: true })
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
}

/**
 * The head tags of the live document and of the HTML it was served as (title, meta, links but the
 * module preloads the app adds as it loads chunks, JSON-LD): React adopted the prerendered ones
 * rather than adding its own or changing them, so prerendered-html.spec.ts's reading of the
 * served head (each tag once, canonical, hreflang, JSON-LD) holds for the page a visitor sees.
 */
const heads = (page: Page, html: string) =>
  page.evaluate((served) => {
    const tags = (doc: Document) =>
      [
        ...doc.head.querySelectorAll(
          'title, meta, link:not([rel=modulepreload]), script[type="application/ld+json"]',
        ),
      ].map((el) => el.outerHTML)
    return {
      live: tags(document),
      served: tags(new DOMParser().parseFromString(served, 'text/html')),
    }
  }, html)

/**
 * One tab for the whole sweep (per worker), with the HTTP cache off: each URL is still a first
 * visit (no cached script, no stored value, no service worker: the translation editor registers
 * one), and the JavaScript measured is the same, script by script, as in a fresh browser context.
 * A fresh context per URL cost a new renderer each time, which compiled everything anew, axe too
 * (twelve URLs took 19 s against 13-15 s here, with other test runs on the machine). After a
 * failure Playwright starts a new worker, so the next URL gets a new tab.
 */
const sweep = test.extend<
  { tab: { page: Page; consoleErrors: string[] } },
  { sweepTab: { page: Page; cdp: CDPSession } }
>({
  sweepTab: [
    async ({ browser }, use) => {
      const page = await browser.newPage()
      await recordCspViolations(page)
      await recordHydration(page)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await use({ page, cdp })
      await page.context().close()
    },
    { scope: 'worker' },
  ],
  tab: async ({ sweepTab: { page, cdp }, baseURL }, use) => {
    // Nothing of the last URL's document is left to answer late, and nothing it stored.
    await page.goto('about:blank')
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL!).origin,
      storageTypes: 'all',
    })
    const consoleErrors: string[] = []
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    }
    const onError = (e: Error) => consoleErrors.push(e.message)
    page.on('console', onConsole)
    page.on('pageerror', onError)
    await use({ page, consoleErrors })
    page.off('console', onConsole)
    page.off('pageerror', onError)
  },
})

/**
 * THE page sweep: every public URL is loaded once, cold, at 1280 px, then the same page is narrowed
 * to 1024, 390 and 320 px (the layout is CSS; nothing reads the width at load), and everything a
 * page needs a browser for is asserted there: the headers as served, a clean hydration of the
 * prerendered document, no CSP violation or console error, axe at 1280 and 390 px, the first-visit
 * JavaScript budget, and no sideways scrolling at every width, at 320 px in both font families
 * (fixtures.ts). What the served HTML itself must hold (head, links, JSON-LD, key figures, no
 * Swedish on English pages): prerendered-html.spec.ts, in Node. Other specs do not scan these
 * pages in their initial state again (fixtures.ts, sweepWidths).
 */
const publicPaths = allPublicPaths()
for (const [order, url] of publicPaths.entries()) {
  sweep(
    `${url}: served with its headers, hydrates the prerendered page cleanly, CSP-clean, within its JS budget, axe-clean at ${sweepWidths.join(' and ')} px, reflows down to ${reflowWidths[1]} px`,
    async ({ tab: { page, consoleErrors } }) => {
      // a cold load and two full axe scans
      test.setTimeout(60_000)
      const lang = url.split('/')[1]!
      const pagePath = pageByInternalPath(toInternalPath(url) ?? url)!

      const [wide, narrow] = sweepWidths
      /** No horizontal scrolling at the current width. */
      const expectReflowAt = async (where: string) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `horizontal overflow at ${where}`).toBeLessThanOrEqual(0)
      }
      /** axe, no horizontal scrolling and no CSP violation at the current width. */
      const expectCleanAt = async (width: number) => {
        expect(await axeViolations(page), `axe at ${width} px`).toEqual([])
        await expectReflowAt(`${width} px`)
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

      // Hydration rules "own page", "router without SSR data" and "marker when live": React adopted
      // the prerendered document instead of rendering it again, and the marker every test waits for
      // comes once the whole page is live, not just the root.
      const kept = await page.evaluate(() => ({
        h1: !!window.__parsed.h1 && document.querySelector('h1') === window.__parsed.h1,
        footer:
          !!window.__parsed.footer && document.querySelector('footer') === window.__parsed.footer,
      }))
      expect(kept).toEqual({ h1: true, footer: true })
      expect(await page.evaluate(() => window.__atMarker)).toEqual({
        header: true,
        h1: true,
        footer: true,
        slider: pagePath === '/$lang/calculator',
      })
      const { live, served } = await heads(page, html)
      expect(served.length).toBeGreaterThan(20)
      expect(live).toEqual(served)
      // the router's own SSR hydration data is an inline script the CSP forbids: never shipped
      expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('not-found')).toHaveCount(0)
      await expect(page.getByTestId('error-page')).toHaveCount(0)

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

      const [laptop, smallest] = reflowWidths
      await page.setViewportSize({ width: laptop, height: 900 })
      await expectReflowAt(`${laptop} px`)

      // The same page on a phone's width: whatever the narrower layout sets off (the header's menu
      // button) has run by the time the page is idle.
      await page.setViewportSize({ width: narrow, height: 900 })
      await untilIdle(page)
      await expect(page.locator('h1')).toBeVisible()
      await expectCleanAt(narrow)

      // Reflow at 320 px in each font family (set through the CSSOM, which the CSP allows), and
      // no heading word or figure with its unit split across lines (line-breaks.ts).
      await page.setViewportSize({ width: smallest, height: 900 })
      for (const font of reflowFonts) {
        await page.evaluate((family) => (document.body.style.fontFamily = family), font)
        await expectReflowAt(`${smallest} px in ${font}`)
        expect(await splitWords(page), `split at ${smallest} px in ${font}`).toEqual([])
      }
      expect(await page.evaluate(() => window.__csp), `CSP at ${smallest} px`).toEqual([])
      expect(consoleErrors).toEqual([])
    },
  )
}

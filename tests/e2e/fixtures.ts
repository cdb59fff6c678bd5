import { test as base, expect, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/** Prerendered pages show before the JS runs: interact only once React has hydrated. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

/**
 * The widths every public URL is scanned at, once each, by the sweep in page-sweep.spec.ts (desktop and
 * a phone). A spec scans a page again only in a state the sweep cannot reach (errors showing, a
 * result, an open answer), and then, where the change is local, only that part (`include`).
 */
export const sweepWidths = [1280, 390] as const

/**
 * Reflow (WCAG 1.4.10): the sweep also narrows every page to 320 px, and to a laptop's 1024 px,
 * and checks that nothing scrolls sideways, in both of this machine's sans-serif families: DejaVu
 * Sans (the default, wide) and Liberation Sans (Arial's metrics, as most visitors' fonts).
 */
export const reflowWidths = [1024, 320] as const
export const reflowFonts = ['DejaVu Sans', 'Liberation Sans'] as const

/** axe with the WCAG 2.0-2.2 A and AA rules; returns readable violations. */
export async function axeViolations(page: Page, scope: { include?: string } = {}) {
  // AxeBuilder evaluates axe's 580 KB source twice on every scan; a document scanned before (the
  // sweep's second width) already has it, and its own `axeSource` option skips that (0.2 s a scan).
  const injected = await page.evaluate(() => 'axe' in window)
  let builder = new AxeBuilder({ page, ...(injected && { axeSource: ';' }) })
    // Legacy mode runs axe.run in the page itself. The default mode runs each frame's part and
    // then merges them in a second, blank page that gets axe injected again: 2.5x the time
    // (2.0 s against 0.8 s a scan here). The site has no iframes, the one thing legacy mode skips.
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Every rule still runs on every node; only the violations are collected in full (passes and
    // the rest would be serialised node by node just to be dropped here).
    .options({ resultTypes: ['violations'] })
  if (scope.include) builder = builder.include(scope.include)
  const result = await builder.analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/**
 * Waits until the page has drawn two more frames and then has nothing left to do (an idle
 * callback): whatever the last action set off (effects, observers, a lazy import, a request) has
 * started by then. Use it before asserting that something did NOT happen, instead of a sleep.
 */
export async function untilIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        ),
      ),
  )
}

/**
 * Holds every request for `url` until the returned function is called: a chunk on a slow
 * connection, arriving after whatever the test does in between.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * A script of the app (its entry, chunks and catalogues under /assets/), for holdRequests. (The
 * early-submit hold, every page's first script, is inline in the page: src/components/hydration/
 * early-submit-hold.ts.)
 */
export const appScript = (url: URL) =>
  url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')

/** What the browser drew for `locator`: its screenshot's pixels, an [r, g, b] per device pixel. */
export async function screenshotPixels(page: Page, locator: Locator) {
  const png = (await locator.screenshot()).toString('base64')
  // Decoded by a canvas in the page: the browser is the PNG decoder at hand (no image library here).
  const { width, height, rgba } = await page.evaluate(async (data) => {
    const img = new Image()
    img.src = `data:image/png;base64,${data}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    return {
      width: img.width,
      height: img.height,
      rgba: [...ctx.getImageData(0, 0, img.width, img.height).data],
    }
  }, png)
  const at = (x: number, y: number): [number, number, number] => {
    const i = (y * width + x) * 4
    return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!]
  }
  return { width, height, at }
}

declare global {
  interface Window {
    __csp: string[]
  }
}

/** Records Content-Security-Policy violations in every document the page loads (read window.__csp). */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
}

/** Console errors and page errors of `page`, pushed to `errors`. */
function collectErrors(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
}

/** Collects console errors and page errors; tests assert the list is empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    collectErrors(page, errors)
    await use(errors)
  },
})

/**
 * One tab for a spec whose tests only read the site: they run in order in it (a fresh page costs
 * about a CPU-second here). `opened` receives the tab; the returned list collects its console
 * errors, as the `consoleErrors` fixture does.
 */
export function sharedTab(opened: (page: Page) => void): string[] {
  const errors: string[] = []
  let tab: Page | undefined
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ browser }) => {
    tab = await browser.newPage()
    collectErrors(tab, errors)
    opened(tab)
  })
  test.afterAll(() => tab?.context().close())
  return errors
}

export { expect }

import type { Page } from '@playwright/test'
import { isPlaceholder, site } from '../../src/config/site'
import {
  expect,
  gotoHydrated,
  holdRequests,
  recordCspViolations,
  test,
  sharedTab,
  untilIdle,
} from './fixtures'

// What the API, guide, legal and contact pages do in a browser: the copy button, the progress bar
// as assistive technology reads it, tables of contents and back-to-top, the storage key the
// cookie policy names, the contact map on request. None of it depends on the language, except
// where the text's length moves things (the back-to-top button over the footer): one language
// each. Their content in both languages, as served and without JavaScript:
// prerendered-content.spec.ts; external links: prerendered-html.spec.ts; axe and reflow: the page
// sweep (page-sweep.spec.ts).
// The tests only read the site, so they share one tab (but the first).

let page: Page
const consoleErrors = sharedTab((tab) => (page = tab))
/** No console error since the last call. */
const expectNoConsoleErrors = () => expect(consoleErrors.splice(0)).toEqual([])

// In a tab of its own: the page's clock is the test's, so the copied state's two seconds pass at once.
// The quick start hydrates when the visitor turns to it (rule "hydrated on interaction"): a press
// before its code has arrived is held and copies once it has (rule "early submit held"); the next
// press is the live button's.
test('en: the copy button puts the quick-start request on the clipboard, pressed before and after its code arrived, for a moment says so', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.clock.install()
  const release = await holdRequests(page, /\/assets\/quick-start-[^/]+\.js$/)
  await gotoHydrated(page, '/en/get-started/api')
  const code = await page.getByTestId('quick-start-code').textContent()
  await page.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.locator('#quick-start-block form')).toHaveAttribute('data-pending-submit')
  release()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  expect(code).toContain(`${site.apiHost}/v1/tracking/status`)
  // the copied state is temporary (two seconds)
  await page.clock.runFor(2000)
  await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible()

  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  expect(consoleErrors).toEqual([])
})

test('en: assistive technology reads the guide’s progress bar as 0 of 4 steps', async () => {
  await gotoHydrated(page, '/en/get-started/guide')
  await expect(page.getByRole('progressbar', { name: '0 of 4 steps done' })).toBeVisible()
  // what assistive technology gets: Chromium's accessibility tree
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string }
      name?: { value: string }
      value?: { value: unknown }
      properties?: { name: string; value: { value: unknown } }[]
    }[]
  }
  await cdp.detach()
  const node = nodes.find((n) => n.role?.value === 'progressbar')!
  expect(node.name?.value).toBe('0 of 4 steps done')
  const prop = (name: string) => node.properties?.find((p) => p.name === name)?.value.value
  expect(node.value?.value).toBe(0) // valuenow
  expect(prop('valuemax')).toBe(4)
  expect(prop('valuemin')).toBe(0)
  expectNoConsoleErrors()
})

// The spec gives the table of contents and back-to-top to the terms, the privacy policy and the
// sustainability report (§2): the legal pages share one layout (LegalDocument), the report has
// its own. (Each page's table of contents, as served: prerendered-content.spec.ts.)
for (const [url, backToTop] of [
  ['/sv/anvandarvillkor', 'Till toppen'],
  ['/en/sustainability-reporting', 'Back to top'],
] as const) {
  test(`${url}: the table of contents jumps to sections; back-to-top appears after 300 px and returns focus to the top`, async () => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await gotoHydrated(page, url)
    const links = page.locator('main nav[aria-labelledby="toc-title"] a')
    const count = await links.count()
    const back = page.getByRole('button', { name: backToTop })
    await expect(back).toBeHidden()

    // a link in the middle of the list and the last one
    for (const index of [Math.min(3, count - 2), count - 1]) {
      const link = links.nth(index)
      const hash = (await link.getAttribute('href'))!
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${hash}$`))
      await expect(page.locator(`${hash} h2`).first()).toBeInViewport()
    }
    await expect(back).toBeVisible()
    // A jump scrolls smoothly: let it come to rest (two frames at the same place) before
    // scrolling elsewhere, or its last steps land after the scroll below.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const y = window.scrollY
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(window.scrollY === y)),
              )
            }),
        ),
      )
      .toBe(true)

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(back).toBeHidden()
    const heightHidden = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }))
    await expect(back).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 320, behavior: 'instant' }))
    await expect(back).toBeVisible()
    // Appearing must not move anything: the footer stays where a visitor is about to tap it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightHidden)
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await back.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('main')).toBeFocused()
    await expect(back).toBeHidden()
    expectNoConsoleErrors()
  })
}

// Where the footer's links lie depends on their text: both languages.
for (const [url, backToTop] of [
  ['/sv/anvandarvillkor', 'Till toppen'],
  ['/en/terms-of-service', 'Back to top'],
] as const) {
  test(`${url} at 390 px: the back-to-top button floats mid-document and never covers a footer link`, async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, url)
    const back = page.getByRole('button', { name: backToTop })
    // Mid-document it floats at the bottom of the screen.
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
    await expect(back).toBeInViewport()
    const box = (await back.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40)
    // Scrolling down the page brings each footer link up from the bottom edge of the screen, where
    // a button fixed to the window would lie on top of it: at no point may a link be under it.
    const button = await back.elementHandle()
    const covered = await page.locator('footer a').evaluateAll(
      (links, backButton) =>
        links.flatMap((a) =>
          [0, 10, 20, 30, 40, 50, 60, 80].flatMap((fromBottom) => {
            const { top, height } = a.getBoundingClientRect()
            window.scrollTo({
              top: top + window.scrollY + height + fromBottom - window.innerHeight,
              behavior: 'instant',
            })
            const r = a.getBoundingClientRect()
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
            return hit && backButton.contains(hit) ? [`${a.textContent} at ${fromBottom}px`] : []
          }),
        ),
      button,
    )
    await expect(back).toBeVisible()
    expect(covered).toEqual([])
    await page.setViewportSize({ width: 1280, height: 720 })
  })
}

// The policy names the key in both languages (prerendered-content.spec.ts).
test('the site stores the language under the key the cookie policy names, and sets no cookie', async () => {
  // (the tab has been on the site: start from an empty store)
  await gotoHydrated(page, '/sv/cookies')
  await page.evaluate(() => localStorage.clear())
  await gotoHydrated(page, '/sv/cookies')
  // Stored by the layout's effect; read until it is there rather than once.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toContain('cirkla.lang')
  expect(await page.context().cookies()).toEqual([])
})

// The CSP is the first document's; arriving by a link from a page whose policy
// allowed no frame left the map blank. The start page is another page of the site.
test('the contact map loads from the map host only after the visitor asks, also when they arrive by a link', async () => {
  const mapHost = new URL(site.mapEmbedUrl).host
  const mapRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).host === mapHost) mapRequests.push(r.url())
  })
  // the map host is not reachable from the test machine; answer it locally
  await page.route(`https://${mapHost}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
  )
  await recordCspViolations(page)
  await gotoHydrated(page, '/sv')
  await page.locator('header nav').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page).toHaveURL('/sv/kontakt')
  // Scrolled to the map's place, and the page has done all it was going to do about it.
  await page.getByRole('button', { name: 'Visa karta' }).scrollIntoViewIfNeeded()
  await untilIdle(page)
  expect(mapRequests).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  /** The map in a frame named `caption`: its own document, not the browser's "blocked" page. */
  const expectMap = async (caption: string) => {
    const frameSelector = `iframe[title="${caption}"]`
    await expect(page.locator(frameSelector)).toBeVisible()
    await expect(page.locator(frameSelector)).toHaveAttribute('src', site.mapEmbedUrl)
    await expect(page.frameLocator(frameSelector).locator('p')).toHaveText('map')
  }
  await page.getByRole('button', { name: 'Visa karta' }).click()
  // Captioned as an example while the address or the map is a placeholder (site.ts), in the
  // page's language: the map stays through the language switch, captioned anew.
  const example = isPlaceholder('address') || isPlaceholder('mapEmbedUrl')
  await expectMap(example ? 'Exempelkarta' : 'Karta som visar vår adress')
  expect(mapRequests.length).toBeGreaterThan(0)
  await page.locator('header').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL('/en/contact')
  await expectMap(example ? 'Example map' : 'Map showing our address')
  expect(await page.evaluate(() => window.__csp)).toEqual([])
  expectNoConsoleErrors()
})

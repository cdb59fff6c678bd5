import { expect, gotoHydrated, test } from './fixtures'

// The hero uses its width. From 1024 px the product picture sits in the right
// half, arrives without moving anything, and narrow screens keep the one-column layout.
const heroes = [
  { lang: 'sv', url: '/sv' },
  { lang: 'en', url: '/en' },
] as const

/**
 * Sum of the layout shifts so far (the CLS of a page that is not scrolled). takeRecords() hands
 * over the buffered entries at once, so nothing waits for a timer.
 */
const layoutShift = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]
    observer.disconnect()
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0)
  })

/**
 * No visible shift. A picture arriving late, or the layout changing at hydration, scores 0.05
 * and more; runs on this machine have measured 0.00004 and 0.00098 at 1280 px, sub-pixel moves
 * nobody sees (a tenth of what Web Vitals calls good, 0.1).
 */
const unseen = 0.01

for (const { lang, url } of heroes) {
  test(`${lang}: at 1280 px the hero picture fills the right half, loaded, with no layout shift; the call to the calculator shows`, async ({
    page,
    consoleErrors,
  }) => {
    // the first page load of a run on a busy shared machine can take most of the default 30 s
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, url)
    const picture = page.locator('section[aria-labelledby="home-title"] img[data-hero-picture]')
    await expect(picture).toBeVisible()
    await expect(picture).toHaveAttribute('width', '560')
    await expect(picture).toHaveAttribute('height', '440')
    await expect(picture).not.toHaveAttribute('loading', 'lazy')
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const box = (await picture.boundingBox())!
    const title = (await page.locator('#home-title').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(1280 / 2 - 40)
    expect(box.x + box.width).toBeLessThanOrEqual(1280)
    expect(box.width).toBeGreaterThan(300)
    // side by side with the heading, inside the first screen
    expect(title.x + title.width).toBeLessThanOrEqual(box.x)
    expect(box.y).toBeLessThan(800)
    expect(await layoutShift(page)).toBeLessThan(unseen)
    // and its call to the calculator shows
    const calculator = lang === 'sv' ? '/sv/kalkylator' : '/en/calculator'
    await expect(page.locator(`main a[href="${calculator}"]`).first()).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test(`${lang}: at 390 px the hero stays one column, without the picture or sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, url)
    await expect(page.locator('#home-title')).toBeVisible()
    await expect(page.locator('img[data-hero-picture]')).toBeHidden()
    const title = (await page.locator('#home-title').boundingBox())!
    expect(title.x).toBeGreaterThanOrEqual(0)
    expect(title.x + title.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await layoutShift(page)).toBeLessThan(unseen)
  })
}

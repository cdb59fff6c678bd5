import type { Page } from '@playwright/test'
import { producerFigures } from '../../../../src/config/rates'
import { formatPercent } from '../../../../src/i18n/format'
import { expect, gotoHydrated } from '../../../../tests/e2e/fixtures'

// What the in-context specs share (editor-dev-in-context-pick.spec.ts picks texts of the running
// site, editor-dev-in-context-save.spec.ts saves them): in-context editing under `npm start`
// (src/in-context/), against the dev server on the throwaway copy of the
// repository, as editor-dev.spec.ts.

/** The home heading's {claimed}, as the page formats it from the business constants. */
export const claimed = {
  sv: formatPercent(producerFigures.claimedReductionPercent, 'sv'),
  en: formatPercent(producerFigures.claimedReductionPercent, 'en'),
}

/**
 * For onThrowawayRepo: the panel's modules load on the first Alt+click, so transform them once.
 * On a cold dev server (a fresh clone, a busy machine) Vite may optimise the panel's dependencies
 * on that first use and reload the page, which loses the click (the full suite once waited 120 s
 * for it): load and click again until the panel opens. The tests then measure a warm server.
 * Both specs pass this one function, so the second finds the server warm (warming it again took
 * 4 s on a busy machine). Not a worker-scoped fixture: Playwright runs tests with worker fixtures
 * of their own in a worker of their own, a second worker and browser beside the other dev specs'.
 */
export async function openPanelOnce(page: Page) {
  await expect(async () => {
    await gotoHydrated(page, '/en')
    await page.locator('h1').click({ modifiers: ['Alt'] })
    await expect(page.getByTestId('in-context-id')).toBeVisible({ timeout: 45_000 })
  }).toPass({ timeout: 280_000 })
}

export const ui = {
  sv: { title: 'Redigera texten', list: 'Texterna på sidan', headTitle: 'Sidans titel' },
  en: { title: 'Edit the text', list: 'Texts on this page', headTitle: 'Page title' },
} as const

export const panel = (page: Page) => page.getByTestId('in-context-panel')

/**
 * Milliseconds, measured in the page, from the next `event` (capture phase on window, as the
 * feature listens) until `selector` shows `text`: what the translator waits, without the test
 * runner's round trips. Set up before the action; the returned function waits for the result.
 */
export async function timeInPage(
  page: Page,
  event: 'pointerdown' | 'keydown',
  selector: string,
  text: string,
) {
  await page.evaluate(
    ([event, selector, text]) => {
      const w = window as unknown as { __timed?: number }
      delete w.__timed
      let t0 = 0
      window.addEventListener(event!, () => (t0 = performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (t0 && document.querySelector(selector!)?.textContent === text) {
          observer.disconnect()
          w.__timed = Math.round(performance.now() - t0)
        }
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    },
    [event, selector, text],
  )
  return async () => {
    const read = () => page.evaluate(() => (window as unknown as { __timed?: number }).__timed)
    await expect.poll(read).toBeGreaterThan(0)
    return `${await read()} ms`
  }
}

/** Alt+click: the panel for `id` opens; returns the milliseconds until it showed the id. */
export async function altClick(page: Page, target: ReturnType<Page['locator']>, id: string) {
  // `force`: a disabled button or one under a transparent layer is a target too (Playwright would
  // wait for it to be enabled or uncovered).
  await target.hover({ force: true })
  await page.keyboard.down('Alt')
  const shown = await timeInPage(page, 'pointerdown', '[data-testid=in-context-id]', id)
  await target.click({ modifiers: ['Alt'], force: true })
  await expect(panel(page).getByTestId('in-context-id')).toHaveText(id)
  await expect(panel(page).locator('textarea[data-lang=en]')).toBeVisible()
  // Open for the keyboard too: focus has moved in, where the keys a test presses next go.
  await expect
    .poll(() => panel(page).evaluate((el) => el.contains(document.activeElement)))
    .toBe(true)
  await page.keyboard.up('Alt')
  return shown()
}

/**
 * Presses Escape in the page the moment `testId` appears: in the commit that shows the panel,
 * before the next frame, when Ark has neither moved focus in nor started listening for Escape
 * (escape-while-opening.ts). Call before the key that opens it; the returned function says whether
 * it was pressed.
 */
export async function escapeOnceShown(page: Page, testId: string) {
  await page.evaluate((testId) => {
    const w = window as unknown as { __escaped?: boolean }
    delete w.__escaped
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[data-testid="${testId}"]`)) return
      observer.disconnect()
      const init = { key: 'Escape', bubbles: true, cancelable: true }
      ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init))
      w.__escaped = true
    })
    observer.observe(document.body, { subtree: true, childList: true })
  }, testId)
  return () => page.evaluate(() => (window as unknown as { __escaped?: boolean }).__escaped)
}

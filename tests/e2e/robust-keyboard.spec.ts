import type { Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'

// The header's keyboard walk, the same at 390 px (mobile menu) and 1280 px (dropdowns), in both
// languages: Tab reaches the button, Enter opens it, Tab walks its links without ever landing on
// anything the open panel covers, Escape closes it and puts focus back on its button.

const labels = {
  sv: { menu: 'Öppna meny', group: 'Om oss' },
  en: { menu: 'Open menu', group: 'About us' },
} as const

/** Where focus is: in the open panel, elsewhere in the header, behind it, or nowhere (browser UI). */
const focusArea = (page: Page, panelId: string) =>
  page.evaluate((id) => {
    const el = document.activeElement
    if (!el || el === document.body) return { area: 'none', text: '' }
    const text = el.textContent?.trim().slice(0, 40) ?? ''
    if (el.closest(`[id="${id}"]`)) return { area: 'panel', text }
    if (el.closest('header')) return { area: 'header', text }
    return { area: `behind: ${el.tagName} ${text}`, text }
  }, panelId)

async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim(),
    )
    if (label === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

for (const lang of ['sv', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px: open, walk, Escape back to the button`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow() // dozens of key presses, each checked
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, `/${lang}`)
      const mobile = width < 1024
      const name = mobile ? labels[lang].menu : labels[lang].group
      await tabTo(page, name)
      const button = page.locator(':focus')
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const panelId = (await button.getAttribute('aria-controls'))!
      const panel = page.locator(`[id="${panelId}"]`)
      const links = await panel.getByRole('link').count()
      expect(links).toBeGreaterThan(1)

      // Every link of the panel in order, then (mobile) well past the last one: focus stays in
      // the header or leaves the page, never reaching links under the panel.
      const seen: string[] = []
      for (let i = 0; i < links + (mobile ? 4 : 0); i++) {
        await page.keyboard.press('Tab')
        const { area, text } = await focusArea(page, panelId)
        if (mobile) expect(area, `Tab ${i + 1}`).not.toMatch(/^behind/)
        if (area === 'panel') seen.push(text)
        if (!mobile && seen.length === links) break
      }
      expect(seen).toHaveLength(links)
      if (mobile) await expect(page.locator('main')).toHaveAttribute('inert')

      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
      await expect(page.locator('main')).not.toHaveAttribute('inert')
      expect(consoleErrors).toEqual([])
    })
  }

  test(`${lang}: the open mobile menu passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await gotoHydrated(page, `/${lang}`)
    test.slow() // axe on a whole page
    const button = page.getByRole('button', { name: labels[lang].menu })
    await button.click()
    await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

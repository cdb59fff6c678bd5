import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, screenshotPixels, test } from './fixtures'

/**
 * In forced colours (Windows High Contrast) a form's error icon keeps its "!".
 * The disc is the text colour and the mark was plain white: forced colours turn the text white
 * in a dark theme, and the mark vanished into its disc. Checked on what the browser draws (the
 * icon's pixels), in a dark and a light theme, on a page's form and on the footer's (which has a
 * tone of its own), in both languages.
 */

// Four device pixels per CSS pixel: the 18 px icon's 2.5-unit mark is about 8 pixels wide.
test.use({ deviceScaleFactor: 4 })

const pages = {
  sv: { url: '/sv/kom-igang/logga-in', login: 'Logga in', newsletter: 'Prenumerera' },
  en: { url: '/en/get-started/login', login: 'Log in', newsletter: 'Subscribe' },
}

/** The icon's colours where the mark is and where only the disc is, with their contrast. */
async function markAndDisc(page: Page, icon: Locator) {
  const { width, height, at: pixel } = await screenshotPixels(page, icon)
  // A point of the icon's 24-unit grid: the disc is r = 10 around (12, 12), the mark's bar runs
  // down the middle from y = 7 to 13.
  const at = (x: number, y: number) =>
    pixel(Math.round((x * width) / 24), Math.round((y * height) / 24))
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const mark = at(12, 10)
  const disc = at(6, 12)
  const [hi, lo] = [luminance(mark), luminance(disc)].sort((a, b) => b - a)
  return { mark: mark.join(), disc: disc.join(), contrast: (hi! + 0.05) / (lo! + 0.05) }
}

for (const lang of ['sv', 'en'] as const) {
  const t = pages[lang]
  test(`forced colours (${lang}): the error icons of a page's form and of the footer's keep their "!" in a dark and a light theme`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, t.url)
    await page.locator('#login-form').getByRole('button', { name: t.login }).click()
    await page.locator('#newsletter-form').getByRole('button', { name: t.newsletter }).click()
    const icons = {
      login: page.locator('#login-email-error svg'),
      newsletter: page.locator('#newsletter-email-error svg'),
    }
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme })
      for (const [form, icon] of Object.entries(icons)) {
        await expect(icon).toBeVisible()
        const { mark, disc, contrast } = await markAndDisc(page, icon)
        expect(contrast, `${form}, ${colorScheme}: the "!" (${mark}) on its disc (${disc})`)
          // WCAG 1.4.11: a graphic's parts need 3:1 against each other.
          .toBeGreaterThanOrEqual(3)
      }
    }
    // And the icon as designed, outside forced colours.
    await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' })
    for (const icon of Object.values(icons))
      expect((await markAndDisc(page, icon)).contrast).toBeGreaterThanOrEqual(3)
    expect(consoleErrors).toEqual([])
  })
}

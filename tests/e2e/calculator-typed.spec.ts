import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { calculatorForm } from './calculator-labels'

// What is typed reaches the URL as it is typed, before any calculation too, so
// the language switch, Back and a copied link carry it. Before, the switcher linked to the bare
// page and Back showed an empty Swedish form.

const ui = {
  sv: { ...calculatorForm.sv, switchTo: 'Svenska', steel: calculatorForm.sv.material.steel },
  en: { ...calculatorForm.en, switchTo: 'English', steel: calculatorForm.en.material.steel },
} as const

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

// Typed each language's way (a Swedish decimal comma, English thousands); `edited` is the count
// with a 0 typed after its first digit; `sv` and `en` are the values as each language's form
// writes them when it opens the URL.
const cases = [
  {
    from: 'sv' as const,
    to: 'en' as const,
    typed: { transports: '1500', weight: '12,5' },
    edited: { typed: '10500', url: '10500' },
    url: '1500',
    sv: { transports: '1500', weight: '12,5' },
    en: { transports: '1500', weight: '12.5' },
  },
  {
    from: 'en' as const,
    to: 'sv' as const,
    typed: { transports: '2,000', weight: '12.5' },
    edited: { typed: '20,000', url: '20000' },
    url: '2000',
    sv: { transports: '2000', weight: '12,5' },
    en: { transports: '2000', weight: '12.5' },
  },
]

for (const c of cases) {
  test(`${c.from}: typed values reach the URL as they are typed, without a lost character or a new field, and the language switch, Back and a copied link carry them before any calculation`, async ({
    page,
    consoleErrors,
  }) => {
    const t = ui[c.from]
    await gotoHydrated(page, t.url)
    const entries = await page.evaluate(() => history.length)
    const transports = page.getByLabel(t.transports)
    // The same element all along: typing never mounts a new field (which would lose the caret).
    await transports.evaluate((el) => el.setAttribute('data-typed-into', ''))
    await transports.pressSequentially(c.typed.transports)
    await expect(transports).toHaveValue(c.typed.transports)
    await expect.poll(() => query(page).transports).toBe(c.url)
    // The caret stays where the visitor puts it: a digit typed after the first lands there.
    await transports.press('Home')
    await transports.press('ArrowRight')
    await transports.press('0')
    await expect(transports).toHaveValue(c.edited.typed)
    await expect.poll(() => query(page).transports).toBe(c.edited.url)
    await transports.press('ArrowLeft')
    await transports.press('Delete')
    await expect(transports).toHaveValue(c.typed.transports)
    await expect(page.locator('[data-typed-into]')).toBeFocused()
    await page.getByLabel(t.weight).pressSequentially(c.typed.weight)
    await page.getByRole('radio', { name: t.steel }).check()
    await expect
      .poll(() => query(page))
      .toEqual({ transports: c.url, weight: '12.5', material: 'steel', business: '100' })
    // Typing replaced the page's history entry: no entry per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(entries)

    // The switch, before any calculation: the other language's form with the same values.
    const other = ui[c.to]
    await page.locator('header').getByRole('link', { name: other.switchTo, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', c.to)
    await expect(page.getByLabel(other.transports)).toHaveValue(c[c.to].transports)
    await expect(page.getByLabel(other.weight)).toHaveValue(c[c.to].weight)
    await expect(page.getByRole('radio', { name: other.steel })).toBeChecked()

    // Back: the first language's form with what was typed, as it was typed.
    await page.goBack()
    await expect(page.locator('html')).toHaveAttribute('lang', c.from)
    await expect(page.getByLabel(t.transports)).toHaveValue(c.typed.transports)
    await expect(page.getByLabel(t.weight)).toHaveValue(c.typed.weight)
    await expect(page.getByRole('radio', { name: t.steel })).toBeChecked()

    // A copied link, opened in a new tab.
    const tab = await page.context().newPage()
    await gotoHydrated(tab, page.url())
    await expect(tab.getByLabel(t.transports)).toHaveValue(c[c.from].transports)
    await expect(tab.getByLabel(t.weight)).toHaveValue(c[c.from].weight)
    await expect(tab.getByRole('radio', { name: t.steel })).toBeChecked()
    await tab.close()
    expect(consoleErrors).toEqual([])
  })
}

import type { Page } from '@playwright/test'
import { appScript, axeViolations, expect, gotoHydrated, holdRequests, test } from './fixtures'
import { calculatorForm } from './calculator-labels'

// After 2000 × 25 kg wood was calculated, the carriers changed to 3000 and steel
// picked, the result still showed wood, 50 000 kg and 137 500 kr beside them, unmarked, on screen
// and in print; a shared link's form typed into before hydration did the same. The result now
// stays as calculated and is marked out of date, visibly and for screen readers, until Calculate
// is pressed again (calculator-tool.tsx says why it is not recalculated live).

const ui = {
  sv: {
    ...calculatorForm.sv,
    heading: 'Er miljöavgift',
    stale:
      'Resultatet är inaktuellt: uppgifterna i formuläret har ändrats sedan det räknades ut. Beräkna igen för att uppdatera det.',
    fee: { wood: '137 500 kr', steel: '922 500 kr' },
  },
  en: {
    ...calculatorForm.en,
    heading: 'Your environmental fee',
    stale:
      'This result is out of date: the form has changed since it was calculated. Calculate again to update it.',
    fee: { wood: 'SEK 137,500', steel: 'SEK 922,500' },
  },
} as const

type Lang = keyof typeof ui

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()
const fee = async (page: Page) =>
  plain(await page.locator('[data-figure="environmentalFee"] dd').innerText())
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const result = (page: Page, lang: Lang) => page.getByRole('region', { name: ui[lang].heading })

for (const lang of ['sv', 'en'] as const) {
  const t = ui[lang]

  test(`${lang}: a result beside changed inputs is marked out of date, on screen, for screen readers and in print, until Calculate`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, t.url)
    await page.getByLabel(t.transports).fill('2000')
    await page.getByLabel(t.weight).fill('25')
    await page.getByRole('button', { name: t.submit }).click()
    await expect.poll(() => fee(page)).toBe(t.fee.wood)
    const stale = page.getByTestId('calculator-stale')
    await expect(stale).toHaveCount(0)

    // The report's steps: other carriers, another material.
    await page.getByLabel(t.transports).fill('3000')
    await page.getByRole('radio', { name: t.material.steel }).check()
    await expect(stale).toBeVisible()
    await expect(stale).toHaveText(t.stale)
    // the result region is described by the mark, and the live region says it once
    await expect(result(page, lang)).toHaveAccessibleDescription(t.stale)
    await expect(page.getByTestId('calculator-live')).toHaveText(t.stale)
    // the old figures stay, for comparison, under the mark
    expect(await fee(page)).toBe(t.fee.wood)
    await expect.poll(() => query(page)).toMatchObject({ transports: '3000', material: 'steel' })
    expect(
      await axeViolations(page, {
        include: 'section[aria-labelledby="calculator-result-heading"]',
      }),
    ).toEqual([])

    // At 320 px the mark wraps within the page.
    await page.setViewportSize({ width: 320, height: 900 })
    await expect(stale).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)

    // Printed, the mark prints with the result.
    await page.emulateMedia({ media: 'print' })
    await expect(stale).toBeVisible()
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // Back to the values it was calculated from: the result is current again.
    await page.getByLabel(t.transports).fill('2000')
    await page.getByRole('radio', { name: t.material.wood }).check()
    await expect(stale).toHaveCount(0)
    await expect(result(page, lang)).toHaveAccessibleDescription('')

    // Changed again and calculated: the new result, unmarked.
    await page.getByLabel(t.transports).fill('3000')
    await page.getByRole('radio', { name: t.material.steel }).check()
    await expect(stale).toBeVisible()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(stale).toHaveCount(0)
    await expect.poll(() => fee(page)).toBe(t.fee.steel)
    expect(consoleErrors).toEqual([])
  })
}

// Hydration in one language: it does not depend on the language.
test('en: typed into a shared link’s form before hydration, the link’s result shows marked out of date', async ({
  page,
}) => {
  const t = ui.en
  // Checked after every change of the page, before it paints: figures never show without the mark.
  await page.addInitScript(() => {
    const w = window as unknown as { __unmarked: number }
    w.__unmarked = 0
    new MutationObserver(() => {
      if (
        document.querySelector('[data-testid="calculator-result"]') &&
        !document.querySelector('[data-testid="calculator-stale"]')
      )
        w.__unmarked++
    }).observe(document, { childList: true, subtree: true })
  })
  const release = await holdRequests(page, appScript)
  await page.goto(`${t.url}?transports=2000&weight=25`, { waitUntil: 'commit' })
  await expect(page.getByLabel(t.transports)).toBeVisible()
  await page.getByLabel(t.transports).pressSequentially('3000')
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByLabel(t.transports)).toHaveValue('3000')
  await expect(page.getByLabel(t.weight)).toHaveValue('25')
  await expect(page.getByTestId('calculator-result')).toBeVisible()
  await expect(page.getByTestId('calculator-stale')).toHaveText(t.stale)
  expect(await page.evaluate(() => (window as unknown as { __unmarked: number }).__unmarked)).toBe(
    0,
  )
  // and the URL says what the form shows
  await expect.poll(() => query(page)).toMatchObject({ transports: '3000', weight: '25' })
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByTestId('calculator-stale')).toHaveCount(0)
  await expect(page.locator('[data-figure="totalKg"] dd')).toHaveText('75,000 kg')
})

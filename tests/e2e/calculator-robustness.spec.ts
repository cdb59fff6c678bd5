import type { Page } from '@playwright/test'
import {
  appScript,
  axeViolations,
  expect,
  gotoHydrated,
  holdRequests,
  screenshotPixels,
  test,
} from './fixtures'
import { calculatorForm } from './calculator-labels'
import { expectLeftOut, pinned } from './print'

// Hydration in one language (it does
// not depend on it); what a visitor reads (no JavaScript, the chart) in both; forced colours.

const ui = {
  sv: {
    ...calculatorForm.sv,
    saving: /Besparing 67\s500\skr/,
    noscript: 'Kalkylatorn behöver JavaScript',
    formula: 'Så räknar kalkylatorn',
  },
  en: {
    ...calculatorForm.en,
    saving: /Saving SEK\s67,500/,
    noscript: 'The calculator needs JavaScript',
    formula: 'How the calculator works',
  },
} as const

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()
const totalKg = (page: Page) => page.locator('[data-figure="totalKg"] dd')

// Hydration, in one language: it does not depend on the language. (What a hydrated page shows
// for each shape of shared link, and the URL it keeps, is in tests/unit/calculator-links.test.tsx.)
test('sv: before hydration the form claims no value a shared link may contradict, says the slider is coming and takes a press', async ({
  page,
}) => {
  const t = ui.sv
  // The scripts never arrive: the prerendered page as a visitor sees it while the app loads.
  await page.route('**/*.js', (route) => route.abort())
  await page.goto(`${t.url}?material=steel&business=30&weight=25`)
  await expect(page.getByLabel(t.transports)).toHaveValue('')
  await expect(page.getByLabel(t.weight)).toHaveValue('')
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  // The radios are the platform's: a choice made now is kept (forms-hydration.spec.ts).
  await expect(page.getByRole('radio', { name: t.material.steel })).toBeEnabled()
  await expect(page.getByRole('slider')).toBeDisabled()
  await expect(page.getByRole('slider')).not.toHaveAttribute('aria-valuetext', /.+/)
  await expect(page.getByRole('slider')).toHaveAccessibleDescription('Reglaget laddas …')
  expect(plain(await page.getByTestId('calculator-shares').innerText())).toBe('Reglaget laddas …')
  // Enabled: a press now is held until the page is live (forms-early-submit.spec.ts).
  await expect(page.getByRole('button', { name: t.submit })).toBeEnabled()
})

test('en: what is typed and ticked before hydration is kept and calculated; the link fills in the rest', async ({
  page,
}) => {
  const t = ui.en
  // Hold the scripts back until the visitor has typed.
  const release = await holdRequests(page, appScript)
  // Module scripts hold back DOMContentLoaded: go on as soon as the prerendered HTML arrives.
  await page.goto(`${t.url}?weight=99&material=plastic&business=30`, { waitUntil: 'commit' })
  await expect(page.getByLabel(t.transports)).toBeVisible()
  await page.getByLabel(t.transports).pressSequentially('1000')
  await page.getByLabel(t.weight).pressSequentially('25')
  await page.getByRole('radio', { name: t.material.wood }).check()
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByLabel(t.transports)).toHaveValue('1000')
  await expect(page.getByLabel(t.weight)).toHaveValue('25')
  await expect(page.getByRole('radio', { name: t.material.wood })).toBeChecked()
  // What the visitor did not touch shows the link's value once hydrated.
  await expect(page.getByRole('slider')).toHaveValue('30')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(totalKg(page)).toHaveText('25,000 kg')
})

for (const lang of ['sv', 'en'] as const) {
  const t = ui[lang]

  test(`${lang}: without JavaScript the page explains the formula and the rates and shows no dead control`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.url}?transports=2000&weight=25`)
    await expect(page.getByText(t.noscript)).toBeVisible()
    await expect(page.getByRole('button', { name: t.submit })).toBeHidden()
    await expect(page.getByLabel(t.transports)).toBeHidden()
    await expect(page.getByRole('slider')).toBeHidden()
    // Hidden controls leave the accessibility tree too.
    await expect(page.getByRole('radio')).toHaveCount(0)
    await page.getByRole('link', { name: t.formula }).click()
    await expect(page.getByRole('heading', { name: t.formula })).toBeInViewport()
    await expect(page.getByRole('row', { name: new RegExp(t.material.wood) })).toContainText(
      lang === 'sv' ? '2,75 kr' : 'SEK 2.75',
    )
    // No axe here: it runs as a script, which this page has none of (axe runs on the calculator
    // with JavaScript in the page sweep and in the chart tests below).
    await context.close()
  })

  // One page load per language, at both widths: the chart at each, axe at one (Swedish on a
  // phone, English on a desktop), the printout at the other.
  const [first, second] = lang === 'sv' ? [390, 1280] : [1280, 390]
  test(`${lang} at ${first} and ${second} px: the result chart is honest, labelled, axe-clean and printed with the values`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: first, height: 900 })
    await gotoHydrated(page, `${t.url}?transports=1000&weight=25&material=wood&business=100`)
    const chart = page.getByTestId('calculator-chart')
    await expect(chart).toBeVisible()
    for (const width of [first, second]) {
      await page.setViewportSize({ width, height: 900 })
      // Both bars read in one frame: the page may still scroll the result into view.
      const [without, withSystem, saving] = await chart.evaluate((el) =>
        ['[data-bar="without"]', '[data-bar="with"]', '[data-saving]'].map((bar) => {
          const { x, width } = el.querySelector(bar)!.getBoundingClientRect()
          return { x, width }
        }),
      )
      // 68 750 : 1 250 on one linear scale, within a pixel; the smaller bar is at least 2 px;
      // both start at the same edge, and the dashed saving ends where the larger bar does.
      const at = `${width} px`
      expect(withSystem!.width, at).toBeGreaterThanOrEqual(2)
      expect(Math.abs(withSystem!.width - (without!.width * 1250) / 68750), at).toBeLessThanOrEqual(
        1,
      )
      expect(without!.x, at).toBeCloseTo(withSystem!.x, 0)
      expect(saving!.x + saving!.width, at).toBeCloseTo(without!.x + without!.width, 0)
      await expect(chart.getByText(t.saving), at).toBeVisible()
      await expect(
        chart.getByText(lang === 'sv' ? /^68\s750\skr$/ : /^SEK\s68,750$/),
        at,
      ).toBeVisible()
      await expect(
        chart.getByText(lang === 'sv' ? /^1\s250\skr$/ : /^SEK\s1,250$/),
        at,
      ).toBeVisible()
      if (width === first) {
        // Decorative: the figures are text in the result list.
        await expect(chart).toHaveAttribute('aria-hidden', 'true')
        expect(await axeViolations(page)).toEqual([])
      }
    }
    // Printed, the page shows the values the result used (the form without
    // its button), the result and the chart, and nothing pinned over them.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByLabel(t.transports)).toHaveValue('1000')
    await expect(page.getByLabel(t.transports)).toBeVisible()
    await expect(page.getByLabel(t.weight)).toHaveValue('25')
    await expect(page.getByLabel(t.weight)).toBeVisible()
    await expect(page.getByRole('radio', { name: t.material.wood })).toBeChecked()
    await expect(page.getByRole('radio', { name: t.material.wood })).toBeVisible()
    await expect(page.getByTestId('calculator-shares')).toContainText(
      lang === 'sv' ? '100 %' : '100%',
    )
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    await expect(chart).toBeVisible()
    expect(await pinned(page)).toEqual([])
    await expectLeftOut(page)
    expect(consoleErrors).toEqual([])
  })

  // At 320-390 px the labels of a large result ran out of the chart
  // ("Besparing 303 166 445,35 kr") and over each other, in either of this machine's fonts.
  test(`${lang} at 320 and 390 px: a large result's chart labels stay inside the chart and apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await gotoHydrated(
      page,
      `${t.url}?transports=100000000&weight=9999.99&material=plastic&business=50`,
    )
    const chart = page.getByTestId('calculator-chart')
    await expect(chart).toBeVisible()
    for (const width of [390, 320]) {
      for (const font of ['', 'Liberation Sans', 'DejaVu Sans']) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate((family) => (document.body.style.fontFamily = family), font)
        const problems = await chart.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const texts = [...el.querySelectorAll('text')].map((t) => ({
            text: t.textContent ?? '',
            r: t.getBoundingClientRect(),
          }))
          const out: string[] = []
          for (const [i, a] of texts.entries()) {
            if (a.r.left < box.left - 0.5 || a.r.right > box.right + 0.5)
              out.push(`"${a.text}" sticks out (${Math.round(a.r.left)}-${Math.round(a.r.right)})`)
            for (const b of texts.slice(i + 1)) {
              const apart =
                a.r.right <= b.r.left ||
                b.r.right <= a.r.left ||
                a.r.bottom <= b.r.top ||
                b.r.bottom <= a.r.top
              if (!apart) out.push(`"${a.text}" overlaps "${b.text}"`)
            }
          }
          return out
        })
        expect(problems, `${width} px, ${font || 'default font'}`).toEqual([])
      }
    }
    // Every amount is still in the chart, in full.
    await expect(chart).toContainText(
      lang === 'sv' ? /Besparing 12\s849\s987\s150\s000\skr/ : /Saving SEK\s12,849,987,150,000/,
    )
  })
}

// In forced colours (Windows High Contrast) only the thumb was left: the track
// and its filled part are background colours, which forced colours replace.
test('forced colours: the business-share slider shows its whole track, the filled part apart', async ({
  page,
}) => {
  await gotoHydrated(page, `${ui.sv.url}?business=40`)
  await page.emulateMedia({ forcedColors: 'active' })
  const slider = page.getByRole('slider', { name: ui.sv.slider })
  await expect(slider).toHaveValue('40')
  const { width, height, at: pixel } = await screenshotPixels(page, slider)
  const at = (x: number, y: number) => pixel(x, y).join()
  const background = at(0, 0)
  // A column shows the track when any of its pixels is not the background.
  let drawn = 0
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (at(x, y) !== background) {
        drawn++
        break
      }
    }
  }
  // The colours on the track's middle row, a fifth in from each end.
  const row = Math.floor(height / 2)
  const track = {
    drawn: drawn / width,
    filled: at(Math.floor(width / 5), row),
    rest: at(Math.floor((width * 4) / 5), row),
    background,
  }
  expect(track.drawn, 'share of the width that shows the track').toBeGreaterThan(0.9)
  expect(track.filled, 'the filled part shows').not.toBe(track.background)
  expect(track.filled, 'the filled part differs from the rest').not.toBe(track.rest)
})

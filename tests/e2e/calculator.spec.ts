import type { Locator, Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'
import { calculatorForm } from './calculator-labels'

type Lang = 'sv' | 'en'

const ui = calculatorForm

/** Intl writes non-breaking and narrow no-break spaces; the expectations use plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()

/** Every figure the result shows, by its data-figure name. */
async function figures(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('calculator-result').locator('[data-figure]')
  const entries = await rows.evaluateAll((els) =>
    els.map((el): [string, string] => [
      el.getAttribute('data-figure') ?? '',
      el.querySelector('dd')?.textContent ?? '',
    ]),
  )
  return Object.fromEntries(entries.map(([k, v]) => [k, plain(v)]))
}

/** The business share shown by the slider (one native range input). */
async function expectShare(slider: Locator, value: number, message?: string) {
  await expect(slider, message).toHaveValue(String(value))
}

/** Moves the business-share slider from its current value to `target` with the keyboard. */
async function setShare(page: Page, lang: Lang, target: number) {
  const thumb = page.getByRole('slider', { name: ui[lang].slider })
  await thumb.focus()
  await page.keyboard.press('End')
  for (let value = 100; value - 10 >= target; value -= 10) await page.keyboard.press('PageDown')
  for (let i = 0; i < (100 - target) % 10; i++) await page.keyboard.press('ArrowLeft')
  await expectShare(thumb, target)
}

async function calculate(
  page: Page,
  lang: Lang,
  input: {
    transports: string
    weight: string
    material: 'wood' | 'plastic' | 'steel'
    business: number
  },
) {
  await page.getByLabel(ui[lang].transports).fill(input.transports)
  await page.getByRole('radio', { name: ui[lang].material[input.material] }).check()
  await page.getByLabel(ui[lang].weight).fill(input.weight)
  await setShare(page, lang, input.business)
  await page.getByRole('button', { name: ui[lang].submit }).click()
  await expect(page.getByTestId('calculator-result')).toBeVisible()
}

// One calculation per language, typed that language's way, with a private-rate note: every
// figure as the visitor reads it. (The spec's two examples, with wood, are in
// tests/unit/calculator-results.test.tsx.)
const cases = [
  {
    name: 'plastic, a decimal comma and a 60/40 split',
    lang: 'sv' as const,
    slider: {
      shares: /Företag: 60 %\s+Privatpersoner: 40 %/,
      valueText: '60 % till företag, 40 % till privatpersoner',
    },
    input: { transports: '1 500', weight: '12,5', material: 'plastic' as const, business: 60 },
    search: '?transports=1500&weight=12.5&material=plastic&business=60',
    expected: {
      material: 'Plast',
      shares: 'Företag 60 %, privatpersoner 40 %',
      totalKg: '18 750 kg',
      businessKg: '11 250 kg',
      businessCost: '145 125 kr',
      privateKg: '7 500 kg',
      privateCost: '96 750 kr',
      environmentalFee: '241 875 kr',
      co2: '15 000 kg CO₂e',
      feeWithSystem: '937,50 kr',
      saving: '240 937,50 kr',
      savingPercent: '99,6 %',
    },
    live: 'Miljöavgiften är 241 875 kr per år. Med ett godkänt återanvändningssystem blir den 937,50 kr.',
  },
  {
    name: 'steel with English thousands and a 75/25 split',
    lang: 'en' as const,
    slider: {
      shares: /Businesses: 75%\s+Private individuals: 25%/,
      valueText: '75% to businesses, 25% to private individuals',
    },
    input: { transports: '10,000', weight: '45.5', material: 'steel' as const, business: 75 },
    search: '?transports=10000&weight=45.5&material=steel&business=75',
    expected: {
      material: 'Steel',
      shares: 'Businesses 75%, private individuals 25%',
      totalKg: '455,000 kg',
      businessKg: '341,250 kg',
      businessCost: 'SEK 4,197,375',
      privateKg: '113,750 kg',
      privateCost: 'SEK 1,399,125',
      environmentalFee: 'SEK 5,596,500',
      co2: '364,000 kg CO₂e',
      feeWithSystem: 'SEK 27,300',
      saving: 'SEK 5,569,200',
      savingPercent: '99.5%',
    },
    live: 'The environmental fee is SEK 5,596,500 a year. With an approved reuse system it is SEK 27,300.',
  },
]

for (const c of cases) {
  test(`${c.lang}: ${c.name}: every figure, the slider's words, the live region, axe and the shareable URL`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, ui[c.lang].url)
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
    await calculate(page, c.lang, c.input)
    expect(await figures(page)).toEqual(c.expected)
    await expect(page.getByRole('status')).toHaveText(c.live)
    const slider = page.getByRole('slider', { name: ui[c.lang].slider })
    expect(plain(await page.getByTestId('calculator-shares').innerText())).toMatch(c.slider.shares)
    expect(plain((await slider.getAttribute('aria-valuetext')) ?? '')).toBe(c.slider.valueText)
    // The source has no private rate for plastic or steel: a note says the business rate is used.
    await expect(page.getByTestId('calculator-private-rate-note')).toBeVisible()
    // The page with a result is scanned whole by the chart tests (calculator-robustness.spec.ts);
    // here the result with the note.
    expect(
      await axeViolations(page, {
        include: 'section[aria-labelledby="calculator-result-heading"]',
      }),
    ).toEqual([])

    // The URL now carries the inputs; opening it shows the same result.
    await expect(page).toHaveURL(`${ui[c.lang].url}${c.search}`)
    await gotoHydrated(page, page.url())
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    expect(await figures(page)).toEqual(c.expected)
    await expectShare(slider, c.input.business)
    await expect(
      page.getByRole('radio', { name: ui[c.lang].material[c.input.material] }),
    ).toBeChecked()
    expect(consoleErrors).toEqual([])
  })
}

// The native range input's own keys (arrows, Home, End) and the large steps it adds, in one
// language: the keys do not depend on it (the words do: above, and in calculator-form.test.tsx).
test('en, starting elsewhere on the form: the slider moves by 1 with arrows and by 10 with PageUp/PageDown and Shift+arrows', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, ui.en.url)
  await page.getByLabel(ui.en.transports).click()
  // One rendering: the native range input, never swapped for another widget.
  await expect(page.locator('input[type="range"]')).toHaveCount(1)
  await expect(page.getByRole('slider')).toHaveCount(1)
  const thumb = page.getByRole('slider', { name: ui.en.slider })
  await expectShare(thumb, 100)
  await thumb.focus()
  const steps: [string, number][] = [
    ['Home', 0],
    ['ArrowRight', 1],
    ['PageUp', 11],
    ['Shift+ArrowRight', 21],
    ['ArrowUp', 22],
    ['PageDown', 12],
    ['Shift+ArrowLeft', 2],
    ['ArrowLeft', 1],
    ['End', 100],
    ['ArrowRight', 100],
    ['Shift+ArrowLeft', 90],
    ['ArrowLeft', 89],
  ]
  for (const [key, value] of steps) {
    await page.keyboard.press(key)
    await expectShare(thumb, value, key)
  }
  // The private share is shown live as 100 − business.
  expect(plain(await page.getByTestId('calculator-shares').innerText())).toMatch(
    /Businesses: 89%\s+Private individuals: 11%/,
  )
  expect(plain((await thumb.getAttribute('aria-valuetext')) ?? '')).toBe(
    '89% to businesses, 11% to private individuals',
  )
  await expect(page.locator('input[type="range"]')).toHaveCount(1)
  expect(consoleErrors).toEqual([])
})

test.describe('field errors', () => {
  const errors = {
    sv: {
      negativeWeight: 'Vikten kan inte vara negativ.',
      tooMany: 'Ange högst 100 000 000 lastbärare per år.',
      tooHeavy: 'Ange högst 10 000 kg per lastbärare.',
      invalid: 'Ingen beräkning: rätta de markerade fälten.',
    },
    en: {
      negativeWeight: 'The weight cannot be negative.',
      tooMany: 'Enter at most 100,000,000 load carriers per year.',
      tooHeavy: 'Enter at most 10,000 kg per load carrier.',
      invalid: 'Not calculated: correct the highlighted fields.',
    },
  }

  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: "-5" and too large block the result, in the summary and the fields; axe-clean`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, ui[lang].url)
      const transports = page.getByLabel(ui[lang].transports)
      const weight = page.getByLabel(ui[lang].weight)
      const submit = page.getByRole('button', { name: ui[lang].submit })

      // A blocking error, as in every form: the summary takes focus and links to the field, which
      // is described by the same message.
      const summary = page.locator('[aria-labelledby="calculator-errors-title"]')
      const summaryLink = (text: string) => summary.getByRole('link', { name: text, exact: true })
      // The field's description as text: Intl groups thousands with a no-break space.
      const describes = (text: string) =>
        new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'))
      await transports.fill('10')
      await weight.fill('-5')
      await submit.click()
      await expect(summary).toBeFocused()
      await expect(summaryLink(errors[lang].negativeWeight)).toHaveAttribute(
        'href',
        '#calculator-weight',
      )
      await expect(weight).toHaveAttribute('aria-invalid', 'true')
      await expect(weight).toHaveAccessibleDescription(describes(errors[lang].negativeWeight))
      await expect(page.getByTestId('calculator-result')).toHaveCount(0)
      await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
      await expect(page.getByTestId('calculator-live')).toHaveText(errors[lang].invalid)

      await transports.fill('200000000')
      await weight.fill('10000,5')
      await submit.click()
      // Bounds formatted for the page's language (1,000 in English, 1 000 in Swedish).
      await expect(summaryLink(errors[lang].tooMany)).toBeVisible()
      await expect(summaryLink(errors[lang].tooHeavy)).toBeVisible()
      await expect(transports).toHaveAccessibleDescription(describes(errors[lang].tooMany))
      await expect(weight).toHaveAccessibleDescription(describes(errors[lang].tooHeavy))
      await summaryLink(errors[lang].tooMany).click()
      await expect(transports).toBeFocused()
      await expect(page.getByTestId('calculator-result')).toHaveCount(0)
      // Only the form changed from the page the sweep scans (page-sweep.spec.ts).
      expect(
        await axeViolations(page, { include: 'form[aria-labelledby="calculator-form-heading"]' }),
      ).toEqual([])

      // Editing a field clears its error, in the field and in the summary.
      await weight.fill('25')
      await expect(page.getByText(errors[lang].tooHeavy)).toHaveCount(0)
      await expect(summaryLink(errors[lang].tooMany)).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  }
})

// 1 × 1,0004 kg, all to private persons, gave 13,75 kr: the fee was computed from
// a total rounded to the gram. 1.0004 × 13.75 = 13.7555, rounded once to whole öre: 13.76.
for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: the fee comes from the exact weight, rounded once to whole öre`, async ({
    page,
  }) => {
    await gotoHydrated(page, ui[lang].url)
    const weight = lang === 'sv' ? '1,0004' : '1.0004'
    await calculate(page, lang, { transports: '1', weight, material: 'wood', business: 0 })
    const fee = lang === 'sv' ? '13,76 kr' : 'SEK 13.76'
    expect(await figures(page)).toMatchObject({
      totalKg: `${weight} kg`,
      privateKg: `${weight} kg`,
      privateCost: fee,
      environmentalFee: fee,
    })
  })
}

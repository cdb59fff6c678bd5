import type { Locator, Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'

type Lang = 'sv' | 'en'

const ui = {
  sv: {
    url: '/sv/kalkylator',
    transports: 'Antal lastbärare per år',
    weight: 'Vikt per lastbärare (kg)',
    slider: 'Andel leveranser till företag',
    submit: 'Beräkna miljöavgift',
    material: { wood: 'Trä', plastic: 'Plast', steel: 'Stål' },
  },
  en: {
    url: '/en/calculator',
    transports: 'Load carriers per year',
    weight: 'Weight per load carrier (kg)',
    slider: 'Share of deliveries to businesses',
    submit: 'Calculate fee',
    material: { wood: 'Wood', plastic: 'Plastic', steel: 'Steel' },
  },
} as const

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

const cases = [
  {
    name: '50 tonnes of wood to businesses (spec example)',
    lang: 'sv' as const,
    input: { transports: '2000', weight: '25', material: 'wood' as const, business: 100 },
    search: '?transports=2000&weight=25&material=wood&business=100',
    expected: {
      material: 'Trä',
      shares: 'Företag 100 %, privatpersoner 0 %',
      totalKg: '50 000 kg',
      businessKg: '50 000 kg',
      businessCost: '137 500 kr',
      privateKg: '0 kg',
      privateCost: '0 kr',
      environmentalFee: '137 500 kr',
      co2: '40 000 kg CO₂e',
      feeWithSystem: '2 500 kr',
      saving: '135 000 kr',
      savingPercent: '98,2 %',
    },
    live: 'Miljöavgiften är 137 500 kr per år. Med ett godkänt återanvändningssystem blir den 2 500 kr.',
  },
  {
    name: 'one 25 kg EUR pallet to a private person (spec example)',
    lang: 'en' as const,
    input: { transports: '1', weight: '25', material: 'wood' as const, business: 0 },
    search: '?transports=1&weight=25&material=wood&business=0',
    expected: {
      material: 'Wood',
      shares: 'Businesses 0%, private individuals 100%',
      totalKg: '25 kg',
      businessKg: '0 kg',
      businessCost: 'SEK 0',
      privateKg: '25 kg',
      privateCost: 'SEK 343.75',
      environmentalFee: 'SEK 343.75',
      co2: '20 kg CO₂e',
      feeWithSystem: 'SEK 1.25',
      saving: 'SEK 342.50',
      savingPercent: '99.6%',
    },
    live: 'The environmental fee is SEK 343.75 a year. With an approved reuse system it is SEK 1.25.',
  },
  {
    name: 'plastic, a decimal comma and a 60/40 split',
    lang: 'sv' as const,
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
  test(`${c.lang}: ${c.name}: every figure, the live region and the shareable URL`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, ui[c.lang].url)
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
    await calculate(page, c.lang, c.input)
    expect(await figures(page)).toEqual(c.expected)
    await expect(page.getByRole('status')).toHaveText(c.live)
    const privateNote = page.getByTestId('calculator-private-rate-note')
    await expect(privateNote).toHaveCount(c.input.material === 'wood' ? 0 : 1)

    // The URL now carries the inputs; opening it elsewhere shows the same result.
    await expect(page).toHaveURL(`${ui[c.lang].url}${c.search}`)
    const shared = await page.context().newPage()
    const errors: string[] = []
    shared.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    shared.on('pageerror', (e) => errors.push(e.message))
    await gotoHydrated(shared, page.url())
    await expect(shared.getByTestId('calculator-result')).toBeVisible()
    expect(await figures(shared)).toEqual(c.expected)
    await expectShare(shared.getByRole('slider'), c.input.business)
    await expect(
      shared.getByRole('radio', { name: ui[c.lang].material[c.input.material] }),
    ).toBeChecked()
    expect(errors).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

for (const lang of ['sv', 'en'] as const) {
  for (const start of ['on the slider', 'elsewhere on the form'] as const) {
    test(`${lang}, starting ${start}: the slider moves by 1 with arrows and by 10 with PageUp/PageDown and Shift+arrows`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, ui[lang].url)
      if (start === 'elsewhere on the form') await page.getByLabel(ui[lang].transports).click()
      // One rendering: the native range input, never swapped for another widget.
      await expect(page.locator('input[type="range"]')).toHaveCount(1)
      await expect(page.getByRole('slider')).toHaveCount(1)
      const thumb = page.getByRole('slider', { name: ui[lang].slider })
      const shares = page.getByTestId('calculator-shares')
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
      ]
      for (const [key, value] of steps) {
        await page.keyboard.press(key)
        await expectShare(thumb, value, key)
      }
      await page.keyboard.press('Shift+ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      // The private share is shown live as 100 − business.
      await expectShare(thumb, 89)
      expect(plain(await shares.innerText())).toMatch(
        lang === 'sv'
          ? /Företag: 89 %\s+Privatpersoner: 11 %/
          : /Businesses: 89%\s+Private individuals: 11%/,
      )
      expect(plain((await thumb.getAttribute('aria-valuetext')) ?? '')).toBe(
        lang === 'sv'
          ? '89 % till företag, 11 % till privatpersoner'
          : '89% to businesses, 11% to private individuals',
      )
      await expect(page.locator('input[type="range"]')).toHaveCount(1)
      expect(consoleErrors).toEqual([])
    })
  }

  test(`${lang}: the button is disabled while a number field is empty`, async ({ page }) => {
    await gotoHydrated(page, ui[lang].url)
    const button = page.getByRole('button', { name: ui[lang].submit })
    await expect(button).toBeDisabled()
    await page.getByLabel(ui[lang].transports).fill('10')
    await expect(button).toBeDisabled()
    await page.getByLabel(ui[lang].weight).fill('2')
    await expect(button).toBeEnabled()
    await page.getByLabel(ui[lang].weight).fill('  ')
    await expect(button).toBeDisabled()
    await page.getByLabel(ui[lang].weight).press('Enter')
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
  })

  test(`${lang}: garbage search params fall back to the defaults without an error page`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await gotoHydrated(
      page,
      `${ui[lang].url}?transports=%3Cscript%3Ealert(1)%3C%2Fscript%3E&weight=1e999&material=gold&business=-1&x=%E0%A4`,
    )
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
    await expect(page.getByLabel(ui[lang].transports)).toHaveValue('')
    await expect(page.getByLabel(ui[lang].weight)).toHaveValue('')
    await expect(page.getByRole('radio', { name: ui[lang].material.wood })).toBeChecked()
    await expectShare(page.getByRole('slider'), 100)
    expect(consoleErrors).toEqual([])
  })
}

test.describe('field errors', () => {
  const errors = {
    sv: {
      notANumber: 'Ange ett tal. Fältet räknas som 0.',
      negativeWeight: 'Vikten kan inte vara negativ.',
      tooMany: 'Ange högst 100 000 000 lastbärare per år.',
      tooHeavy: 'Ange högst 10 000 kg per lastbärare.',
      invalid: 'Ingen beräkning: rätta de markerade fälten.',
    },
    en: {
      notANumber: 'Enter a number. This field counts as 0.',
      negativeWeight: 'The weight cannot be negative.',
      tooMany: 'Enter at most 100,000,000 load carriers per year.',
      tooHeavy: 'Enter at most 10,000 kg per load carrier.',
      invalid: 'Not calculated: correct the highlighted fields.',
    },
  }

  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: "abc" counts as 0 with a notice; "-5" and too large block the result; axe-clean`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, ui[lang].url)
      const transports = page.getByLabel(ui[lang].transports)
      const weight = page.getByLabel(ui[lang].weight)
      const submit = page.getByRole('button', { name: ui[lang].submit })

      await transports.fill('abc')
      await weight.fill('25')
      await submit.click()
      await expect(page.getByText(errors[lang].notANumber)).toBeVisible()
      await expect(transports).toHaveAttribute('aria-invalid', 'true')
      // The figures arrive with the result's own chunk: retry the read.
      await expect
        .poll(async () => (await figures(page)).environmentalFee)
        .toBe(lang === 'sv' ? '0 kr' : 'SEK 0')

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
      expect(await axeViolations(page)).toEqual([])

      // Editing a field clears its error, in the field and in the summary.
      await weight.fill('25')
      await expect(page.getByText(errors[lang].tooHeavy)).toHaveCount(0)
      await expect(summaryLink(errors[lang].tooMany)).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  }
})

test('sv: a calculated result is axe-clean; weight arrows step by 0.1', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, ui.sv.url)
  await calculate(page, 'sv', { transports: '2000', weight: '25', material: 'steel', business: 50 })
  expect(await axeViolations(page)).toEqual([])
  const weight = page.getByLabel(ui.sv.weight)
  await weight.press('ArrowUp')
  await expect(weight).toHaveValue('25,1')
  await weight.press('Shift+ArrowDown')
  await expect(weight).toHaveValue('24,1')
  expect(consoleErrors).toEqual([])
})

test('en: a shared URL with a result is axe-clean', async ({ page, consoleErrors }) => {
  await gotoHydrated(page, '/en/calculator?transports=2000&weight=25&material=plastic&business=30')
  await expect(page.getByTestId('calculator-private-rate-note')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

// Issue 25 item 9: in forced colours (Windows High Contrast) only the thumb was left: the track
// and its filled part are background colours, which forced colours replace.
test('forced colours: the business-share slider shows its whole track, the filled part apart', async ({
  page,
}) => {
  await gotoHydrated(page, `${ui.sv.url}?business=40`)
  await page.emulateMedia({ forcedColors: 'active' })
  const slider = page.getByRole('slider', { name: ui.sv.slider })
  await expect(slider).toHaveValue('40')
  const png = (await slider.screenshot()).toString('base64')
  // The screenshot's pixels, read in the page (a canvas decodes the PNG; no image library here).
  const track = await page.evaluate(async (data) => {
    const img = new Image()
    img.src = `data:image/png;base64,${data}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const { data: px, width, height } = ctx.getImageData(0, 0, img.width, img.height)
    const at = (x: number, y: number) =>
      px.slice((y * width + x) * 4, (y * width + x) * 4 + 3).join()
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
    return {
      drawn: drawn / width,
      filled: at(Math.floor(width / 5), row),
      rest: at(Math.floor((width * 4) / 5), row),
      background,
    }
  }, png)
  expect(track.drawn, 'share of the width that shows the track').toBeGreaterThan(0.9)
  expect(track.filled, 'the filled part shows').not.toBe(track.background)
  expect(track.filled, 'the filled part differs from the rest').not.toBe(track.rest)
})

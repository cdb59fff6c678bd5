import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test, untilIdle } from './fixtures'
import { calculatorForm } from './calculator-labels'

// The calculator's fields and result are what its URL says, whichever
// way the visitor arrives (a language switch, Back/Forward, a link), no way of writing thousands
// is read as a small number, and writing the URL never moves the page. (The weight's arrow keys,
// also item 10, are in tests/unit/calculator-form.test.tsx.)

type Lang = 'sv' | 'en'
const other = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv')

const ui = {
  sv: {
    ...calculatorForm.sv,
    switchTo: 'Svenska',
    page: 'Miljöavgiftskalkylator',
    ambiguous:
      'Tre siffror efter punkt eller komma kan betyda tusental eller decimaler. Skriv 1250 eller 1,25.',
  },
  en: {
    ...calculatorForm.en,
    switchTo: 'English',
    page: 'Environmental fee calculator',
    ambiguous:
      'Three digits after a point or comma can mean thousands or decimals. Write 1250 or 1.25.',
  },
} as const

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] dd`)
/** "10 000 kg" in Swedish, "10,000 kg" in English. */
const kg = (lang: Lang, value: number) =>
  `${new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB').format(value).replace(/\u00a0/g, ' ')} kg`
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

async function calculate(page: Page, lang: Lang, transports: string, weight: string) {
  await page.getByLabel(ui[lang].transports).fill(transports)
  await page.getByLabel(ui[lang].weight).fill(weight)
  await page.getByRole('button', { name: ui[lang].submit }).click()
}

/** The fields, the result's total weight (or "none") and the URL's numbers, read together. */
async function shown(page: Page, lang: Lang) {
  const total = figure(page, 'totalKg')
  return {
    transports: await page.getByLabel(ui[lang].transports).inputValue(),
    weight: await page.getByLabel(ui[lang].weight).inputValue(),
    totalKg: (await total.count()) ? plain(await total.innerText()) : 'none',
    url: `${new URL(page.url()).pathname}?${['transports', 'weight'].map((k) => `${k}=${query(page)[k] ?? ''}`).join('&')}`,
  }
}

async function switchLanguage(page: Page, to: Lang) {
  await page.locator('header').getByRole('link', { name: ui[to].switchTo, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`^[^?]*${ui[to].url}(\\?|$)`))
  await expect(page.locator('html')).toHaveAttribute('lang', to)
}

test.describe('the calculator follows its URL', () => {
  // The fields kept the old language's text and the new language's parser read
  // "2,000" as 2 in Swedish (137,50 kr) and "1,25" as 125 in English. Item 2: Back showed the later
  // calculation under the earlier URL, and a link to the calculator dropped the parameters while
  // the result stayed.
  for (const c of [
    {
      from: 'en' as const,
      typed: ['2,000', '25'],
      // The same values, written each language's way.
      written: { en: ['2000', '25'], sv: ['2000', '25'] },
      link: '/en/calculator?transports=2000&weight=25',
      totalKg: 50_000,
      fee: '137 500 kr',
    },
    {
      from: 'sv' as const,
      typed: ['100', '1,25'],
      written: { sv: ['100', '1,25'], en: ['100', '1.25'] },
      link: '/sv/kalkylator?transports=100&weight=1.25',
      totalKg: 125,
      fee: 'SEK 343.75',
    },
  ]) {
    const to = other(c.from)
    test(`${c.from} -> ${to}: a language switch carries the values, written the new language's way; Back, Forward and a plain link show what the URL says`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, ui[c.from].url)
      await calculate(page, c.from, c.typed[0]!, c.typed[1]!)
      await expect(figure(page, 'totalKg')).toHaveText(kg(c.from, c.totalKg))
      await switchLanguage(page, to)
      await expect(page.getByLabel(ui[to].transports)).toHaveValue(c.written[to][0]!)
      await expect(page.getByLabel(ui[to].weight)).toHaveValue(c.written[to][1]!)
      await expect(figure(page, 'totalKg')).toHaveText(kg(to, c.totalKg))
      await expect(figure(page, 'environmentalFee')).toHaveText(c.fee)
      // Calculating again in the new language gives the same figure and the same link.
      const link = query(page)
      await page.getByRole('button', { name: ui[to].submit }).click()
      await expect(figure(page, 'totalKg')).toHaveText(kg(to, c.totalKg))
      await expect(figure(page, 'environmentalFee')).toHaveText(c.fee)
      expect(query(page)).toEqual(link)

      // A second calculation in the new language, then Back and Forward.
      await calculate(page, to, '3000', '20')
      await expect(figure(page, 'totalKg')).toHaveText(kg(to, 60_000))
      const later = await shown(page, to)
      await page.goBack()
      await expect(page.locator('html')).toHaveAttribute('lang', c.from)
      // (the figures as they were typed on that entry: Back shows what it held)
      await expect
        .poll(() => shown(page, c.from))
        .toEqual({
          transports: c.typed[0],
          weight: c.typed[1],
          totalKg: kg(c.from, c.totalKg).replace(/\u00a0/g, ' '),
          url: c.link,
        })
      await page.goForward()
      await expect(page.locator('html')).toHaveAttribute('lang', to)
      await expect.poll(() => shown(page, to)).toEqual(later)

      // The footer's link to this page has no parameters: the form it opens is empty.
      await page.locator('footer').getByRole('link', { name: ui[to].page }).click()
      await expect.poll(() => new URL(page.url()).search).toBe('')
      await expect(page.getByTestId('calculator-placeholder')).toBeVisible()
      await expect(page.getByLabel(ui[to].transports)).toHaveValue('')
      await expect(page.getByLabel(ui[to].weight)).toHaveValue('')
      await page.goBack()
      await expect.poll(() => shown(page, to)).toEqual(later)
      expect(consoleErrors).toEqual([])
    })
  }

  test('a calculation overtaken by Back, on the same values in the other language: the entry shows its own URL and result, and the press writes nothing onto it', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, ui.en.url)
    await calculate(page, 'en', '2000', '25')
    await expect(figure(page, 'totalKg')).toHaveText(kg('en', 50_000))
    await switchLanguage(page, 'sv')
    await expect(figure(page, 'totalKg')).toHaveText(kg('sv', 50_000))
    // Calculate pressed, and Back in the same task: before the calculation's URL is written.
    await page.getByLabel(ui.sv.transports).fill('3000')
    await page.getByLabel(ui.sv.weight).fill('20')
    await page.getByRole('button', { name: ui.sv.submit }).evaluate((button: HTMLElement) => {
      button.click()
      history.back()
    })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect
      .poll(() => shown(page, 'en'))
      .toEqual({
        transports: '2000',
        weight: '25',
        totalKg: kg('en', 50_000),
        url: '/en/calculator?transports=2000&weight=25',
      })
    expect(consoleErrors).toEqual([])
  })

  // Swedish "2.000" was read as 2 (137,50 kr) and "10.000" as 10, silently; a
  // third of a kilo ("0,333") must not become 333 kg. The parser is the same on both pages, and
  // tests/unit/calculator-parse.test.ts proves every shape; here each page uses it, with its
  // messages and its way of writing the result.
  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: grouped thousands are never read as a small number, a third of a kilo never as 333 kg`, async ({
      page,
    }) => {
      await gotoHydrated(page, ui[lang].url)
      // The form's rules ship with the page and run synchronously: a quick visitor's first press
      // is judged on the typed values at once. (They used to load on the first change.)
      const scripts: string[] = []
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
      const weight = page.getByLabel(ui[lang].weight)
      await page.getByLabel(ui[lang].transports).fill('1000')
      // (a comma in English too: "0,333" is a decimal on either page, the English one included)
      await weight.fill('0,333')
      // Enter, not a click: the pointer on its way could preload a linked page's code.
      await weight.press('Enter')
      await expect(figure(page, 'totalKg')).toHaveText(kg(lang, 333))
      await expect(page.locator('[aria-labelledby="calculator-errors-title"]')).toHaveCount(0)
      // The figures' code comes with the first result, by design (calculator-result.tsx): the
      // figures, the arithmetic and the rates' source line, fetched together, and their messages
      // (the `calculator-details` catalogue).
      const figuresCode = /\/(result-figures|calculate|rates-source|calculator-details)-[\w-]+\.js$/
      expect(scripts.filter((url) => !figuresCode.test(url))).toEqual([])

      // Thousands with either mark, as a count of carriers.
      for (const [transports, total] of [
        ['2.000', 50_000],
        ['1,000,000', 25_000_000],
      ] as const) {
        await calculate(page, lang, transports, '25')
        await expect(figure(page, 'totalKg'), transports).toHaveText(kg(lang, total))
      }
      // A weight may have decimals: three digits after one mark could be either, so it asks.
      await calculate(page, lang, '1000', lang === 'sv' ? '1,250' : '2.000')
      await expect(page.getByTestId('calculator-result')).toHaveCount(0)
      await expect(weight).toHaveAccessibleDescription(
        new RegExp(ui[lang].ambiguous.replace(/[.()]/g, '\\$&')),
      )
      // Written unambiguously, it is taken as typed.
      await calculate(page, lang, '1000', lang === 'sv' ? '1,25' : '1.25')
      await expect(figure(page, 'totalKg')).toHaveText(kg(lang, 1250))
    })
  }
})

// A visitor who arrived by a link with a #hash, scrolled a little and pressed Calculate
// was taken back to the hash's heading on every calculation. At desktop width the result sits
// beside the form, level with its heading: scrolled past it, the result's heading was above the
// sticky header, and the calculator scrolled it back into view.
test.describe('a calculation never moves the page the visitor is reading', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
  /** Where the page scrolls a heading to: just below the sticky header (the scroll padding). */
  const headingTop = (page: Page, id: string) =>
    page.evaluate((id) => {
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
      // (+ 0: never -0)
      return Math.round(document.getElementById(id)!.getBoundingClientRect().top - padding) + 0
    }, id)
  /** The page at rest: the same scroll position two frames apart (a smooth scroll has ended). */
  const atRest = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)))
        }),
    )

  /** Calculates with the button in view (so pressing it scrolls nothing); waits for the result. */
  async function calculateInPlace(page: Page, lang: Lang) {
    await page.getByLabel(ui[lang].transports).fill('10')
    await page.getByLabel(ui[lang].weight).fill('25')
    const button = page.getByRole('button', { name: ui[lang].submit })
    await expect(button).toBeInViewport({ ratio: 1 })
    await untilIdle(page)
    const before = await scrollY(page)
    await button.click()
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    await expect.poll(() => query(page).transports).toBe('10')
    return before
  }

  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: arrived by a #hash link and scrolled on, a calculation keeps the #hash and the page where it is`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await gotoHydrated(page, `${ui[lang].url}#calculator-form-heading`)
      // The arrival's own scroll to the heading has ended.
      await expect.poll(() => headingTop(page, 'calculator-form-heading')).toBe(0)
      await expect.poll(() => atRest(page)).toBe(true)
      // The visitor reads on: the form's heading (and the result's, level with it) now sits
      // under the sticky header.
      const arrived = await scrollY(page)
      await page.evaluate(() => window.scrollBy({ top: 100, behavior: 'instant' }))
      await untilIdle(page)
      expect(await scrollY(page)).toBe(arrived + 100)

      const before = await calculateInPlace(page, lang)
      expect(before).toBe(arrived + 100)
      await untilIdle(page)
      expect(await scrollY(page)).toBe(before)
      expect(new URL(page.url()).hash).toBe('#calculator-form-heading')
      // And again: no later calculation scrolls to the hash either.
      await page.getByLabel(ui[lang].transports).fill('20')
      await page.getByRole('button', { name: ui[lang].submit }).click()
      await expect.poll(() => query(page).transports).toBe('20')
      await untilIdle(page)
      expect(await scrollY(page)).toBe(before)
      expect(new URL(page.url()).hash).toBe('#calculator-form-heading')
    })
  }

  test('sv: without a #hash, scrolled past the headings, a calculation moves nothing; on a phone the result comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, ui.sv.url)
    await expect.poll(() => atRest(page)).toBe(true)
    // 100 px past the form's heading, as above but without a link's hash.
    const past = (await headingTop(page, 'calculator-form-heading')) + 100
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), past)
    await untilIdle(page)
    expect(await headingTop(page, 'calculator-form-heading')).toBe(-100)
    const before = await calculateInPlace(page, 'sv')
    await untilIdle(page)
    expect(await scrollY(page)).toBe(before)
    expect(new URL(page.url()).hash).toBe('')

    // On a phone the result is below the form: pressed with the button at the bottom of the
    // screen (scrolled down just far enough to reach it), the result's start is brought up to
    // just below the header.
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, ui.sv.url)
    await expect.poll(() => atRest(page)).toBe(true)
    await page.getByLabel(ui.sv.transports).fill('10')
    await page.getByLabel(ui.sv.weight).fill('25')
    const button = page.getByRole('button', { name: ui.sv.submit })
    await button.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await untilIdle(page)
    await expect(page.locator('#calculator-result-heading')).not.toBeInViewport()
    await button.click()
    await expect(page.getByTestId('calculator-result')).toBeVisible()
    await expect.poll(() => headingTop(page, 'calculator-result-heading')).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'
import { calculate, type CalculatorInput } from '../../src/features/calculator/calculate'
import { calculatorFormat } from '../../src/features/calculator/format'
import type { Locale } from '../../src/i18n/locales'

// Every figure the result shows for the spec's two examples, one in each language, typed and from
// the link the calculation writes. (calculator.spec.ts proves the same for plastic and steel, with
// each language's way of writing numbers, in a browser.)

// The labels as a visitor reads them, from the one list the calculator's tests use.
const ui = calculatorForm

/** Intl writes non-breaking and narrow no-break spaces; the expectations use plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/** Every figure the result shows, by its data-figure name. */
const figures = (): Record<string, string> =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-testid="calculator-result"] [data-figure]')].map(
      (el): [string, string] => [
        el.getAttribute('data-figure') ?? '',
        plain(el.querySelector('dd')?.textContent ?? null),
      ],
    ),
  )

/**
 * Every figure the result should show for `input`, formatted as the page formats it, from the
 * modules it reads (rates through calculate(), calculatorFormat): the test holds the page to them,
 * calculator-calculate.test.ts holds them to the arithmetic.
 */
function expectedFigures(lang: Locale, input: CalculatorInput, names: { material: string }) {
  const r = calculate(input)
  const f = calculatorFormat(lang)
  const shares =
    lang === 'sv'
      ? `Företag ${f.percent(r.businessPercentage)}, privatpersoner ${f.percent(r.privatePercentage)}`
      : `Businesses ${f.percent(r.businessPercentage)}, private individuals ${f.percent(r.privatePercentage)}`
  const figures = {
    material: names.material,
    shares,
    totalKg: f.kg(r.totalKg),
    businessKg: f.kg(r.businessKg),
    businessCost: f.money(r.businessCost),
    privateKg: f.kg(r.privateKg),
    privateCost: f.money(r.privateCost),
    environmentalFee: f.money(r.environmentalFee),
    co2: `${f.kg(r.co2Kg)} CO₂e`,
    feeWithSystem: f.money(r.feeWithSystem),
    saving: f.money(r.saving),
    savingPercent: f.percent(r.savingPercent),
  }
  const [fee, withSystem] = [figures.environmentalFee, figures.feeWithSystem]
  const live =
    lang === 'sv'
      ? `Miljöavgiften är ${fee} per år. Med ett godkänt återanvändningssystem blir den ${withSystem}.`
      : `The environmental fee is ${fee} a year. With an approved reuse system it is ${withSystem}.`
  const plainAll = (o: Record<string, string>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plain(v)]))
  return { expected: plainAll(figures), live: plain(live) }
}

const cases = [
  {
    name: '50 tonnes of wood to businesses (spec example)',
    lang: 'sv' as const,
    input: { transports: '2000', weight: '25', material: 'wood' as const, business: 100 },
    search: '?transports=2000&weight=25&material=wood&business=100',
    ...expectedFigures(
      'sv',
      { transports: 2000, weightKg: 25, material: 'wood', businessPercentage: 100 },
      { material: 'Trä' },
    ),
  },
  {
    name: 'one 25 kg EUR pallet to a private person (spec example)',
    lang: 'en' as const,
    input: { transports: '1', weight: '25', material: 'wood' as const, business: 0 },
    search: '?transports=1&weight=25&material=wood&business=0',
    ...expectedFigures(
      'en',
      { transports: 1, weightKg: 25, material: 'wood', businessPercentage: 0 },
      { material: 'Wood' },
    ),
  },
  {
    // The CO₂e figure is the exact product, as the weight is: below a gram, not "0,001 kg".
    name: 'one 1 g carrier: figures below a gram shown as they are',
    lang: 'sv' as const,
    input: { transports: '1', weight: '0,001', material: 'wood' as const, business: 100 },
    search: '?transports=1&weight=0.001&material=wood&business=100',
    ...expectedFigures(
      'sv',
      { transports: 1, weightKg: 0.001, material: 'wood', businessPercentage: 100 },
      { material: 'Trä' },
    ),
  },
]

describe.each(cases)('$lang: $name', (c) => {
  const t = ui[c.lang]

  it('typed: every figure, the live region and the shareable URL', async () => {
    const user = userEvent.setup({ delay: null })
    const { history } = await renderRoute(t.url)
    await user.type(await screen.findByLabelText(t.transports), c.input.transports)
    await user.click(screen.getByRole('radio', { name: t.material[c.input.material] }))
    await user.type(screen.getByLabelText(t.weight), c.input.weight)
    // (a native range input: the browser's keys are proved in the e2e spec)
    fireEvent.change(screen.getByRole('slider', { name: t.slider }), {
      target: { value: String(c.input.business) },
    })
    await user.click(screen.getByRole('button', { name: t.submit }))
    await waitFor(() => expect(figures()).toEqual(c.expected))
    expect(plain(screen.getByRole('status').textContent)).toBe(c.live)
    // The source states a private rate for wood: no note that the business rate stands in.
    expect(screen.queryByTestId('calculator-private-rate-note')).toBeNull()
    // The calculation's URL, written once the frame showing the result has painted.
    await waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe(`${t.url}${c.search}`),
    )
  })

  it('its link: the same figures, material and share', async () => {
    await renderRoute(`${t.url}${c.search}`)
    await waitFor(() => expect(figures()).toEqual(c.expected))
    expect(screen.getByRole('slider', { name: t.slider })).toHaveValue(String(c.input.business))
    expect(screen.getByRole('radio', { name: t.material[c.input.material] })).toBeChecked()
    expect(screen.queryByTestId('calculator-private-rate-note')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'

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
    // The CO₂e figure is the exact product, as the weight is: 0.8 g is not "0,001 kg" (1 g).
    name: 'one 1 g carrier: figures below a gram shown as they are',
    lang: 'sv' as const,
    input: { transports: '1', weight: '0,001', material: 'wood' as const, business: 100 },
    search: '?transports=1&weight=0.001&material=wood&business=100',
    expected: {
      material: 'Trä',
      shares: 'Företag 100 %, privatpersoner 0 %',
      totalKg: '0,001 kg',
      businessKg: '0,001 kg',
      businessCost: '0 kr',
      privateKg: '0 kg',
      privateCost: '0 kr',
      environmentalFee: '0 kr',
      co2: '0,0008 kg CO₂e',
      feeWithSystem: '0 kr',
      saving: '0 kr',
      savingPercent: '0 %',
    },
    live: 'Miljöavgiften är 0 kr per år. Med ett godkänt återanvändningssystem blir den 0 kr.',
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
    expect(`${history.location.pathname}${history.location.search}`).toBe(`${t.url}${c.search}`)
  })

  it('its link: the same figures, material and share', async () => {
    await renderRoute(`${t.url}${c.search}`)
    await waitFor(() => expect(figures()).toEqual(c.expected))
    expect(screen.getByRole('slider', { name: t.slider })).toHaveValue(String(c.input.business))
    expect(screen.getByRole('radio', { name: t.material[c.input.material] })).toBeChecked()
    expect(screen.queryByTestId('calculator-private-rate-note')).toBeNull()
  })
})

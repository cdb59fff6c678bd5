import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { materials, oreToSek, rates } from '../../src/config/rates'
import { calculate, type CalculatorInput } from '../../src/features/calculator/calculate'
import { calculatorFormat } from '../../src/features/calculator/format'
import type { Locale } from '../../src/i18n/locales'

/** Intl writes non-breaking and narrow spaces; compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')
const figure = (name: string) =>
  plain(document.querySelector(`[data-figure="${name}"] dd`)?.textContent ?? null)

/** The amounts the page should show for `input`, from the modules it reads (rates, calculate). */
function shown(lang: Locale, input: Omit<CalculatorInput, 'material'>) {
  const result = calculate({ ...input, material: 'wood' })
  const money = (sek: number) => plain(calculatorFormat(lang).money(sek))
  return {
    fee: money(result.environmentalFee),
    withSystem: money(result.feeWithSystem),
    saving: money(result.saving),
    savingPercent: plain(calculatorFormat(lang).percent(result.savingPercent)),
  }
}

describe('calculator page', () => {
  it('shows the form and the placeholder first, with the calculate button disabled', async () => {
    await renderRoute('/en/calculator')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Environmental fee calculator',
    )
    expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Calculate fee' })).toBeDisabled()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    const slider = screen.getByRole('slider', { name: 'Share of deliveries to businesses' })
    expect(slider).toHaveValue('100')
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      '100% to businesses, 0% to private individuals',
    )
  })

  it('has one native range slider that moves by 10 with page keys and Shift+arrows', async () => {
    const user = userEvent.setup()
    await renderRoute('/en/calculator')
    const slider = await screen.findByRole('slider', { name: 'Share of deliveries to businesses' })
    expect(slider).toHaveAttribute('type', 'range')
    slider.focus()
    await user.keyboard('{PageDown}{PageDown}{Shift>}{ArrowLeft}{/Shift}')
    expect(slider).toHaveValue('70')
    await user.keyboard('{PageUp}')
    expect(slider).toHaveValue('80')
    // Starting elsewhere on the form never swaps the control.
    await user.click(screen.getByLabelText('Load carriers per year'))
    expect(screen.getByRole('slider')).toBe(slider)
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      '80% to businesses, 20% to private individuals',
    )
    expect(screen.getByTestId('calculator-shares')).toHaveTextContent(
      /Businesses: 80%\s*Private individuals: 20%/,
    )
  })

  it('calculates from typed values with a Swedish decimal comma, announces it and writes the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/sv/kalkylator')
    await user.type(await screen.findByLabelText('Antal lastbärare per år'), '2000')
    await user.type(screen.getByLabelText('Vikt per lastbärare (kg)'), '12,5')
    await user.click(screen.getByRole('button', { name: 'Beräkna miljöavgift' }))
    const want = shown('sv', { transports: 2000, weightKg: 12.5, businessPercentage: 100 })
    await waitFor(() => expect(figure('environmentalFee')).toBe(want.fee))
    expect(figure('totalKg')).toBe('25 000 kg')
    expect(figure('feeWithSystem')).toBe(want.withSystem)
    expect(plain(screen.getByRole('status').textContent)).toBe(
      `Miljöavgiften är ${want.fee} per år. Med ett godkänt återanvändningssystem blir den ${want.withSystem}.`,
    )
    // Written once the frame showing the result has painted.
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        transports: 2000,
        weight: 12.5,
        material: 'wood',
        business: 100,
      }),
    )
  })

  it('fills the form from a shared URL and shows the same result', async () => {
    await renderRoute('/sv/kalkylator?transports=2000&weight=25&material=wood&business=100')
    const want = shown('sv', { transports: 2000, weightKg: 25, businessPercentage: 100 })
    await waitFor(() => expect(figure('environmentalFee')).toBe(want.fee))
    expect(screen.getByLabelText('Antal lastbärare per år')).toHaveValue('2000')
    expect(screen.getByLabelText('Vikt per lastbärare (kg)')).toHaveValue('25')
    expect(figure('feeWithSystem')).toBe(want.withSystem)
    expect(figure('saving')).toBe(want.saving)
    expect(figure('savingPercent')).toBe(want.savingPercent)
  })

  it('shows garbage search params with the form’s messages, without an error page', async () => {
    // Markup, an overflowing exponent, unknown and out-of-range values, and a broken escape.
    const errors = vi.spyOn(console, 'error')
    await renderRoute(
      '/en/calculator?transports=%3Cscript%3Ealert(1)%3C%2Fscript%3E&weight=1e999&material=gold&business=-1&x=%E0%A4',
    )
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Environmental fee calculator',
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
    const transports = screen.getByLabelText('Load carriers per year')
    expect(transports).toHaveValue('<script>alert(1)</script>')
    await waitFor(() =>
      expect(transports).toHaveAccessibleDescription(/Enter a number\. This field counts as 0\./),
    )
    expect(screen.getByLabelText('Weight per load carrier (kg)')).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Wood' })).toBeChecked()
    expect(screen.getByRole('group', { name: 'Material' })).toHaveAccessibleDescription(
      'The link gave the material "gold", which the calculator does not have. Selected instead: Wood.',
    )
    expect(screen.getByRole('slider')).toHaveValue('100')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('shows a translated field error and no result for a negative number', async () => {
    const user = userEvent.setup()
    await renderRoute('/en/calculator?transports=10&weight=25')
    const want = shown('en', { transports: 10, weightKg: 25, businessPercentage: 100 })
    await waitFor(() => expect(figure('environmentalFee')).toBe(want.fee))
    const transports = screen.getByLabelText('Load carriers per year')
    await user.clear(transports)
    await user.type(transports, '-5')
    await user.click(screen.getByRole('button', { name: 'Calculate fee' }))
    // As every form: the summary takes focus and links to the field, which carries the message.
    const link = await screen.findByRole('link', { name: 'The number cannot be negative.' })
    expect(link).toHaveAttribute('href', '#calculator-transports')
    await waitFor(() => expect(link.closest('[tabindex="-1"]')).toHaveFocus())
    expect(link.closest('[tabindex="-1"]')).toHaveTextContent('There is a problem')
    expect(transports).toHaveAttribute('aria-invalid', 'true')
    expect(transports).toHaveAccessibleDescription(/The number cannot be negative\./)
    expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not calculated: correct the highlighted fields.',
    )
  })

  it('counts an unparsable weight as 0 and tells the visitor', async () => {
    const user = userEvent.setup()
    await renderRoute('/sv/kalkylator')
    await user.type(await screen.findByLabelText('Antal lastbärare per år'), '10')
    await user.type(screen.getByLabelText('Vikt per lastbärare (kg)'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Beräkna miljöavgift' }))
    expect(await screen.findByText('Ange ett tal. Fältet räknas som 0.')).toBeInTheDocument()
    // (the result renders after the press has painted)
    await waitFor(() => expect(figure('environmentalFee')).toBe('0 kr'))
    expect(figure('savingPercent')).toBe('0 %')
  })

  it('states the calculator’s rates in the FAQ and the rates table', async () => {
    await renderRoute('/sv/kalkylator')
    const faq = await screen.findByRole('heading', { name: 'Vanliga frågor om miljöavgiften' })
    const section = faq.closest('section')!
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map(
        (s) =>
          JSON.parse(s.textContent ?? '') as {
            '@type': string
            mainEntity?: { acceptedAnswer: { text: string } }[]
          },
      )
      .find((d) => d['@type'] === 'FAQPage')!
    const answers = plain(ld.mainEntity!.map((q) => q.acceptedAnswer.text).join(' '))
    const rate = (ore: number) => plain(calculatorFormat('sv').rate(oreToSek(ore)))
    for (const material of materials) {
      const { businessOre, privateOre, withSystemOre } = rates.perKg[material]
      for (const ore of [businessOre, privateOre, withSystemOre])
        expect(answers).toContain(rate(ore))
    }
    const table = screen.getByRole('table')
    expect(plain(within(table).getByRole('row', { name: /Plast/ }).textContent)).toContain(
      rate(rates.perKg.plastic.businessOre),
    )
  })
})

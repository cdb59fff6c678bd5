import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'

// The calculator form's own rules, with the real router and catalogues: the button, the weight's
// arrow keys, the slider's large steps and words, and text that is not a number.

const ui = {
  sv: {
    ...calculatorForm.sv,
    notANumber: 'Ange ett tal. Fältet räknas som 0.',
    noFee: '0 kr',
  },
  en: {
    ...calculatorForm.en,
    notANumber: 'Enter a number. This field counts as 0.',
    noFee: 'SEK 0',
  },
} as const

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()
const figure = (name: string) =>
  plain(document.querySelector(`[data-figure="${name}"] dd`)?.textContent ?? null)

describe('the calculator form', () => {
  it('keeps the button disabled while a number field is empty or blank; Enter then calculates nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const t = ui.en
    const { history } = await renderRoute(t.url)
    const button = screen.getByRole('button', { name: t.submit })
    const transports = await screen.findByLabelText(t.transports)
    const weight = screen.getByLabelText(t.weight)
    expect(button).toBeDisabled()
    await user.type(transports, '10')
    expect(button).toBeDisabled()
    await user.type(weight, '2')
    expect(button).toBeEnabled()
    await user.clear(weight)
    await user.type(weight, '  ')
    expect(button).toBeDisabled()
    await user.type(weight, '{Enter}')
    expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    // Once typing pauses (a second; the condition is awaited, not timed), the URL holds what is
    // typed: the count, and no weight.
    const query = () => Object.fromEntries(new URLSearchParams(history.location.search))
    await waitFor(
      () => expect(query()).toEqual({ transports: '10', material: 'wood', business: '100' }),
      {
        timeout: 10_000,
      },
    )
  })

  // ArrowUp on "1000,25" gave "1000,4".
  for (const lang of ['sv', 'en'] as const) {
    it(`${lang}: the weight's arrows step by 0.1 (with Shift by 1), keeping the decimals typed, written the page's way`, async () => {
      const user = userEvent.setup({ delay: null })
      const t = ui[lang]
      const written = (text: string) => (lang === 'sv' ? text.replace('.', ',') : text)
      await renderRoute(t.url)
      const weight = await screen.findByLabelText(t.weight)
      await user.type(weight, written('1000.25'))
      await user.keyboard('{ArrowUp}')
      expect(weight).toHaveValue(written('1000.35'))
      await user.keyboard('{ArrowDown}{ArrowDown}')
      expect(weight).toHaveValue(written('1000.15'))
      await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
      expect(weight).toHaveValue(written('1001.15'))
      await user.clear(weight)
      await user.type(weight, '25')
      await user.keyboard('{ArrowUp}')
      expect(weight).toHaveValue(written('25.1'))
      await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
      expect(weight).toHaveValue(written('24.1'))
    })
  }

  it('sv: the slider says both shares in Swedish; its large steps stop at 0 and 100', async () => {
    const user = userEvent.setup({ delay: null })
    const t = ui.sv
    await renderRoute(`${t.url}?business=95`)
    const slider = await screen.findByRole('slider', { name: t.slider })
    expect(slider).toHaveValue('95')
    slider.focus()
    await user.keyboard('{PageUp}')
    expect(slider).toHaveValue('100')
    await user.keyboard('{PageDown}{Shift>}{ArrowLeft}{/Shift}')
    expect(slider).toHaveValue('80')
    expect(plain(slider.getAttribute('aria-valuetext'))).toBe(
      '80 % till företag, 20 % till privatpersoner',
    )
    expect(plain(screen.getByTestId('calculator-shares').textContent)).toMatch(
      /Företag: 80 %\s*Privatpersoner: 20 %/,
    )
    for (let i = 0; i < 8; i++) await user.keyboard('{PageDown}')
    expect(slider).toHaveValue('0')
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
    expect(slider).toHaveValue('0')
  })

  for (const lang of ['sv', 'en'] as const) {
    it(`${lang}: text that is not a number of carriers counts as 0, and the field says so`, async () => {
      const user = userEvent.setup({ delay: null })
      const t = ui[lang]
      await renderRoute(t.url)
      const transports = await screen.findByLabelText(t.transports)
      await user.type(transports, 'abc')
      await user.type(screen.getByLabelText(t.weight), '25')
      await user.click(screen.getByRole('button', { name: t.submit }))
      expect(await screen.findByText(t.notANumber)).toBeInTheDocument()
      expect(transports).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(figure('environmentalFee')).toBe(t.noFee))
    })
  }
})

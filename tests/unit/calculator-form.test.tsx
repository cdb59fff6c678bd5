import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'

// The calculator form's own rules, with the real router and catalogues.

const ui = {
  sv: { url: '/sv/kalkylator', weight: 'Vikt per lastbärare (kg)' },
  en: { url: '/en/calculator', weight: 'Weight per load carrier (kg)' },
} as const

describe('the calculator form', () => {
  // Issue 25 item 10: ArrowUp on "1000,25" gave "1000,4".
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
})

import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderRoute } from './render-route'

// A page that throws while rendering: the error boundary must show a translated page, not a blank one.
vi.mock('../../src/features/contact/contact-page', () => ({
  ContactPage: () => {
    throw new Error('boom')
  },
}))

describe('error boundary', () => {
  it('shows the friendly Swedish error page inside the layout', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/sv/kontakt')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Något gick fel' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    error.mockRestore()
  })

  it('shows it in English on English pages', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/en/contact')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

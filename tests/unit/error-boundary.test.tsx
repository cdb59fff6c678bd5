import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { Route as contactRoute } from '../../src/routes/$lang/contact'
import { renderRoute } from './render-route'

// A page that throws while rendering: the error boundary must show a translated page, not a blank
// one. The contact route's component is swapped through the route's public `update` for these
// tests and put back after each: the route tree is the one every file of this worker shares
// (isolate: false), so nothing else may see the stand-in.
const { component } = contactRoute.options
function Boom(): never {
  throw new Error('boom')
}
beforeEach(() => void contactRoute.update({ component: Boom }))
afterEach(() => void contactRoute.update({ component }))

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

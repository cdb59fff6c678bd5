import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderRoute } from './render-route'

const h1 = () => screen.findByRole('heading', { level: 1 })

describe('app routing with real catalogues', () => {
  it('replace-redirects / to the detected language', async () => {
    localStorage.setItem('cirkla.lang', 'en')
    const { router, history } = await renderRoute('/')
    expect(await h1()).toHaveTextContent('Track load carriers')
    expect(router.state.location.pathname).toBe('/en')
    expect(history.length).toBe(1)
  })

  it('renders the Swedish calculator at its Swedish slug', async () => {
    const { router } = await renderRoute('/sv/kalkylator')
    expect(await h1()).toHaveTextContent('Miljöavgiftskalkylator')
    expect(router.state.location.pathname).toBe('/sv/calculator') // internal
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/calculator')
  })

  it('renders English pages in English with Swedish switch links', async () => {
    await renderRoute('/en/about/meet-team')
    expect(await h1()).toHaveTextContent('Meet the team')
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveAttribute(
      'href',
      '/sv/om-oss/traffa-teamet',
    )
    expect(
      screen.getAllByRole('link', { name: 'Environmental fee calculator' })[0],
    ).toHaveAttribute('href', '/en/calculator')
  })

  it('canonicalizes a wrong-language slug before routing', async () => {
    const { history } = await renderRoute('/sv/calculator')
    expect(await h1()).toHaveTextContent('Miljöavgiftskalkylator')
    expect(history.location.pathname).toBe('/sv/kalkylator')
  })

  it('shows the not-found page for unknown pages and languages, logging a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderRoute('/sv/finns-inte')
    expect(await h1()).toHaveTextContent('Sidan kunde inte hittas')
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Page not found:', expect.any(String)))
    warn.mockRestore()
  })

  it('treats a language other than sv/en as not found', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderRoute('/de/kalkylator')
    expect(await screen.findByTestId('not-found')).toBeInTheDocument()
  })
})

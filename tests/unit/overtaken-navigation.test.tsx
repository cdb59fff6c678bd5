import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { i18n, isCatalogLoaded, loadCatalogs, loadPageCatalogs } from '../../src/i18n/catalogs'
import { renderRoute } from './render-route'

describe('catalogues of a navigation that a later one overtook', () => {
  it('apply nothing once its signal is aborted: no locale activated', async () => {
    await loadCatalogs('sv', ['common'])
    const navigation = new AbortController()
    const english = loadCatalogs('en', ['common', 'contact'], { signal: navigation.signal })
    navigation.abort() // the visitor pressed Back while the English catalogues were on their way
    await english
    expect(i18n.locale).toBe('sv')
  })

  it('are handed over when the navigation is still current', async () => {
    await loadCatalogs('sv', ['common'])
    await loadCatalogs('en', ['common', 'contact'], { signal: new AbortController().signal })
    expect(i18n.locale).toBe('en')
    expect(isCatalogLoaded('en', 'contact')).toBe(true)
  })

  it("on a language change, include the shown page's namespace in the new language first", async () => {
    await loadCatalogs('en', ['common', 'home'])
    // Back from /en to /sv/finns-inte: the English home page is still on screen and renders in
    // Swedish as soon as Swedish is active, so its Swedish messages come with the activation.
    await loadPageCatalogs('sv', undefined, { preload: false, shown: 'home' })
    expect(i18n.locale).toBe('sv')
    expect(isCatalogLoaded('sv', 'home')).toBe(true)
    expect(i18n._('home.intro.title')).not.toBe('home.intro.title')
  })
})

describe('the not-found page', () => {
  it('logs the address the visitor asked for, once, not the next one when they leave', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { router } = await renderRoute('/sv/finns-inte')
    expect(await screen.findByTestId('not-found')).toBeInTheDocument()
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Page not found:', '/sv/finns-inte'))
    await router.navigate({ to: '/$lang/contact', params: { lang: 'sv' } })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kontakta oss')
    expect(warn.mock.calls).toEqual([['Page not found:', '/sv/finns-inte']])

    // a second missing address, reached by the router (the same not-found component may stay)
    await router.navigate({ href: '/sv/finns-inte' })
    await router.navigate({ href: '/sv/inte-heller' })
    await waitFor(() => expect(warn).toHaveBeenLastCalledWith('Page not found:', '/sv/inte-heller'))
    expect(warn.mock.calls.filter(([, path]) => path === '/sv/inte-heller')).toHaveLength(1)
    warn.mockRestore()
  })
})

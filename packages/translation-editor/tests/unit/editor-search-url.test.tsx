import { describe, expect, it, vi } from 'vitest'

// The editor renders the real router, catalogues and API: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 })
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderEditor } from './render-editor'

const box = () => screen.findByPlaceholderText('Search key or text...')
/** The rows the filter shows, as the toolbar counts them ("Showing 1 of 12 rows"). */
const rowCount = () =>
  Number(/\d+/.exec(screen.queryByTestId('editor-shown')?.textContent ?? '')?.[0] ?? 0)

describe('the search and the URL', () => {
  it('filters at once; the URL follows once typing pauses, in the same entry', async () => {
    const { router } = await renderEditor('en', '?file=home')
    await waitFor(() => expect(rowCount()).toBeGreaterThan(1))
    const entries = router.history.length
    fireEvent.change(await box(), { target: { value: 'home.hero.badge' } })
    // The rows follow the keystroke, the URL not yet: no navigation per key.
    expect(rowCount()).toBe(1)
    expect(router.state.location.search).not.toHaveProperty('q')
    await waitFor(() => expect(router.state.location.search).toHaveProperty('q', 'home.hero.badge'))
    expect(router.history.length).toBe(entries)
  })

  it('takes the search into the URL at once when the box loses focus', async () => {
    const { router } = await renderEditor('en', '?file=home')
    const search = await box()
    fireEvent.change(search, { target: { value: 'hero' } })
    fireEvent.blur(search)
    await waitFor(() => expect(router.state.location.search).toHaveProperty('q', 'hero'))
  })

  it('Back while a write is pending: the earlier entry and its search win, nothing is written', async () => {
    const { router } = await renderEditor('en', '?file=common')
    await waitFor(() => expect(rowCount()).toBeGreaterThan(1))
    await act(() => router.navigate({ to: '.', search: { file: 'home', q: 'hero' } }))
    await waitFor(async () => expect(await box()).toHaveValue('hero'))
    const written: string[] = []
    const stop = router.history.subscribe(() => written.push(router.history.location.search))
    fireEvent.change(await box(), { target: { value: 'herox' } })
    await act(async () => {
      router.history.back()
      await router.load()
    })
    await waitFor(async () => expect(await box()).toHaveValue(''))
    // A search typed after it, with the same pause, is written once that pause is over: the
    // overtaken write's time has come and gone by then.
    fireEvent.change(await box(), { target: { value: 'footer' } })
    await waitFor(() => expect(router.state.location.search).toHaveProperty('q', 'footer'))
    stop()
    expect(written.filter((search) => search.includes('herox'))).toEqual([])
    expect(router.state.location.search).toEqual({ file: 'common', q: 'footer' })
    // The entry left keeps what the URL had: the unwritten "herox" went with the box.
    await act(async () => {
      router.history.forward()
      await router.load()
    })
    expect(router.state.location.search).toEqual({ file: 'home', q: 'hero' })
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'

// When the calculator's URL follows the form. Every write is a router navigation, which renders
// whatever reads the location: written per keystroke, it made typing slow on a phone. The URL
// follows once typing pauses, and at once on a commit (focus leaving the form, a calculation); a
// navigation that is not the form's own overtakes what is pending.
//
// setTimeout is faked but keeps the real clock's pace (the router and the form wait on timers of
// their own): the pause ends a whole second after the last key unless a test runs it out, so a
// URL written within a few turns of the event loop can only have come from a commit. Conditions
// are awaited on the real event loop (setImmediate is not faked), never on a sleep.

const t = calculatorForm.sv

/** Turns of the event loop until `condition` holds (the router's work is promises and tasks). */
async function until(condition: () => boolean, turns = 200) {
  for (let i = 0; i < turns && !condition(); i++)
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  return condition()
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search))

/** The page as rendered, its first field found; from here on setTimeout is the fake one. */
async function open(url: string) {
  const view = await renderRoute(url)
  await screen.findByLabelText(t.transports)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  return view
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the calculator's URL", () => {
  it('is not written per keystroke: once typing pauses, with the latest values, in one navigation', async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
    const { history, router } = await open(t.url)
    let navigations = 0
    router.subscribe('onBeforeNavigate', () => navigations++)
    await user.type(screen.getByLabelText(t.transports), '2000')
    await user.type(screen.getByLabelText(t.weight), '2,5')
    // (a few turns: a write under way would have reached the history by then)
    expect(await until(() => history.location.search !== '', 20)).toBe(false)
    expect(navigations).toBe(0)
    await act(() => vi.runOnlyPendingTimersAsync())
    expect(await until(() => history.location.search !== '')).toBe(true)
    expect(query(history.location.search)).toEqual({
      transports: '2000',
      weight: '2.5',
      material: 'wood',
      business: '100',
    })
    expect(navigations).toBe(1)
  })

  it('is written at once when focus leaves the form, and the language switch carries it', async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
    const { history } = await open(t.url)
    await user.type(screen.getByLabelText(t.transports), '1500')
    await user.type(screen.getByLabelText(t.weight), '12,5')
    // The switch is pressed while the pause is still running (its timer never fires here).
    await user.click(screen.getByRole('link', { name: 'English' }))
    expect(await until(() => history.location.pathname === '/en/calculator')).toBe(true)
    expect(await until(() => !!screen.queryByLabelText(calculatorForm.en.transports))).toBe(true)
    expect(screen.getByLabelText(calculatorForm.en.transports)).toHaveValue('1500')
    expect(screen.getByLabelText(calculatorForm.en.weight)).toHaveValue('12.5')
    // Back: the Swedish entry holds what was typed.
    act(() => history.back())
    expect(await until(() => history.location.pathname === t.url)).toBe(true)
    expect(query(history.location.search)).toMatchObject({ transports: '1500', weight: '12.5' })
    expect(await until(() => !!screen.queryByLabelText(t.transports))).toBe(true)
    expect(screen.getByLabelText(t.transports)).toHaveValue('1500')
  })

  it('is written at once by a calculation', async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
    const { history } = await open(t.url)
    await user.type(screen.getByLabelText(t.transports), '2000')
    await user.type(screen.getByLabelText(t.weight), '25{Enter}')
    expect(await until(() => history.location.search !== '')).toBe(true)
    expect(query(history.location.search)).toMatchObject({ transports: '2000', weight: '25' })
  })

  it('is overtaken by Back: what was pending never lands on the entry Back opened', async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
    const { history, router } = await renderRoute('/sv/producentansvar')
    await act(() => router.navigate({ to: '/$lang/calculator', params: { lang: 'sv' } }))
    await screen.findByLabelText(t.transports)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.type(screen.getByLabelText(t.transports), '2000')
    act(() => history.back())
    expect(await until(() => history.location.pathname === '/sv/producentansvar')).toBe(true)
    // The pause ends after Back: nothing is written, here or anywhere.
    await act(() => vi.runOnlyPendingTimersAsync())
    await until(() => false, 20)
    expect(history.location.pathname).toBe('/sv/producentansvar')
    expect(history.location.search).toBe('')
    expect(history.length).toBe(2)
  })
})

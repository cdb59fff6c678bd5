import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'
import { typingPause } from '../../src/features/calculator/use-calculator-url'

// When the calculator's URL follows the form. Every write is a router navigation, which renders
// whatever reads the location: the URL follows once typing pauses, and at once on a commit (focus
// leaving the form, a calculation); a navigation that is not the form's own overtakes what is
// pending, and the entry it left shows the draft again on coming back.
//
// Where a test proves that nothing is written per key, the pause is held (an hour): a URL written
// meanwhile can only have come from a commit. Conditions are awaited on the event loop, never on
// a sleep.

const t = calculatorForm.sv

/** Turns of the event loop until `condition` holds (the router's work is promises and tasks). */
async function until(condition: () => boolean, turns = 200) {
  for (let i = 0; i < turns && !condition(); i++)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve)))
  return condition()
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search))
const held = () => (typingPause.ms = 60 * 60_000)

afterEach(() => {
  typingPause.ms = 1000
  sessionStorage.clear()
})

describe("the calculator's URL", () => {
  it('is not written per keystroke: once typing pauses, with the latest values, in one navigation', async () => {
    const user = userEvent.setup({ delay: null })
    const { history, router } = await renderRoute(t.url)
    await screen.findByLabelText(t.transports)
    let navigations = 0
    router.subscribe('onBeforeNavigate', () => navigations++)
    held()
    await user.type(screen.getByLabelText(t.transports), '2000')
    await user.type(screen.getByLabelText(t.weight), '2,5')
    // (a write under way would have reached the history within these turns)
    expect(await until(() => history.location.search !== '', 20)).toBe(false)
    expect(navigations).toBe(0)
    // The pause, as the visitor makes it: the next key starts it again, and it ends.
    typingPause.ms = 1
    await user.type(screen.getByLabelText(t.weight), '0')
    expect(await until(() => history.location.search !== '')).toBe(true)
    expect(query(history.location.search)).toEqual({
      transports: '2000',
      weight: '2.5',
      material: 'wood',
      business: '100',
    })
    expect(navigations).toBe(1)
    expect(screen.getByLabelText(t.weight)).toHaveValue('2,50')
  })

  it('is written at once when focus leaves the form, and the language switch carries it', async () => {
    const user = userEvent.setup({ delay: null })
    const { history } = await renderRoute(t.url)
    await screen.findByLabelText(t.transports)
    held()
    await user.type(screen.getByLabelText(t.transports), '1500')
    await user.type(screen.getByLabelText(t.weight), '12,5')
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

  it('is written by a calculation, not per key; the slider too waits for the pause', async () => {
    const user = userEvent.setup({ delay: null })
    const { history } = await renderRoute(t.url)
    await screen.findByLabelText(t.transports)
    held()
    await user.type(screen.getByLabelText(t.transports), '2000')
    await user.type(screen.getByLabelText(t.weight), '25{Enter}')
    expect(await until(() => history.location.search !== '')).toBe(true)
    expect(query(history.location.search)).toMatchObject({ transports: '2000', weight: '25' })
    fireEvent.change(screen.getByRole('slider', { name: t.slider }), { target: { value: '40' } })
    expect(await until(() => query(history.location.search).business === '40', 20)).toBe(false)
    // Focus leaving the form: a commit.
    act(() => screen.getByRole('slider', { name: t.slider }).focus())
    act(() => screen.getByRole('slider', { name: t.slider }).blur())
    expect(await until(() => query(history.location.search).business === '40')).toBe(true)
  })

  it('is overtaken by Back: what was pending never lands on the entry Back opened, and Forward shows it again', async () => {
    const user = userEvent.setup({ delay: null })
    const { history, router } = await renderRoute('/sv/producentansvar')
    await act(() => router.navigate({ to: '/$lang/calculator', params: { lang: 'sv' } }))
    await screen.findByLabelText(t.transports)
    held()
    await user.type(screen.getByLabelText(t.transports), '2000')
    act(() => history.back())
    expect(await until(() => history.location.pathname === '/sv/producentansvar')).toBe(true)
    // Nothing is written, here or anywhere, even once the pause would have ended.
    typingPause.ms = 1
    await until(() => false, 20)
    expect(history.location.pathname).toBe('/sv/producentansvar')
    expect(history.location.search).toBe('')
    expect(history.length).toBe(2)
    // Forward: the calculator's entry shows what was typed, and its URL holds it now.
    act(() => history.forward())
    expect(await until(() => history.location.pathname === t.url)).toBe(true)
    expect(await until(() => history.location.search !== '')).toBe(true)
    expect(query(history.location.search)).toMatchObject({ transports: '2000' })
    expect(await until(() => !!screen.queryByDisplayValue('2000'))).toBe(true)
    expect(screen.getByLabelText(t.transports)).toHaveValue('2000')
    expect(history.length).toBe(2)
  })
})

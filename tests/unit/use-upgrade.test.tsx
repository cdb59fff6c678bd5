import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useUpgrade } from '../../src/components/hydration/use-upgrade'

/** A loader the test resolves or rejects by hand. */
function controlledLoad() {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { load: vi.fn(() => promise), resolve, reject, settled: promise.catch(() => {}) }
}

/** The widget code arrives (the loader resolves) and React settles. */
async function arrive(resolve: () => void, settled: Promise<unknown>) {
  await act(async () => {
    resolve()
    await settled
  })
}

function Harness(props: { load: () => Promise<unknown> }) {
  const upgraded = useUpgrade('native-control', props.load)
  return (
    <>
      {upgraded ? (
        <div data-testid="widget">widget</div>
      ) : (
        <input id="native-control" aria-label="native" />
      )}
      <button type="button">elsewhere</button>
    </>
  )
}

describe('useUpgrade: native control first, widget once the visitor has started', () => {
  it('fetches nothing until the first focus or press on the page', async () => {
    const { load } = controlledLoad()
    render(<Harness load={load} />)
    await act(() => Promise.resolve())
    expect(load).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('swaps as soon as the code arrives when the native control is not focused', async () => {
    const { load, resolve, settled } = controlledLoad()
    render(<Harness load={load} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.getByLabelText('native')).toBeInTheDocument()
    await arrive(resolve, settled)
    expect(screen.getByTestId('widget')).toBeInTheDocument()
    expect(screen.queryByLabelText('native')).toBeNull()
  })

  it('never swaps under focus: waits until the visitor leaves the native control', async () => {
    const user = userEvent.setup()
    const { load, resolve, settled } = controlledLoad()
    render(<Harness load={load} />)
    await user.click(screen.getByLabelText('native'))
    await arrive(resolve, settled)
    expect(screen.getByLabelText('native')).toHaveFocus()
    expect(screen.queryByTestId('widget')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.getByTestId('widget')).toBeInTheDocument()
  })

  it('does not count switching to another window as leaving the native control', async () => {
    const user = userEvent.setup()
    const { load, resolve, settled } = controlledLoad()
    render(<Harness load={load} />)
    await user.click(screen.getByLabelText('native'))
    await arrive(resolve, settled)
    const away = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    act(() => {
      screen.getByLabelText('native').dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(screen.queryByTestId('widget')).toBeNull()
    away.mockRestore()
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.getByTestId('widget')).toBeInTheDocument()
  })

  it('for a composite control, moving between its parts is not leaving it', async () => {
    function Group(props: { load: () => Promise<unknown> }) {
      const upgraded = useUpgrade('native-group', props.load)
      return (
        <>
          {upgraded ? (
            <div data-testid="widget">widget</div>
          ) : (
            <div id="native-group">
              <button type="button">first</button>
              <button type="button">second</button>
            </div>
          )}
          <button type="button">elsewhere</button>
        </>
      )
    }
    const user = userEvent.setup()
    const { load, resolve, settled } = controlledLoad()
    render(<Group load={load} />)
    await user.click(screen.getByRole('button', { name: 'first' }))
    await arrive(resolve, settled)
    // focus is on a part of the group when the code arrives: wait
    expect(screen.queryByTestId('widget')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'second' }))
    expect(screen.getByRole('button', { name: 'second' })).toHaveFocus()
    expect(screen.queryByTestId('widget')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.getByTestId('widget')).toBeInTheDocument()
  })

  it('keeps the native control when the code cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { load, reject, settled } = controlledLoad()
    render(<Harness load={load} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'elsewhere' }))
    await act(async () => {
      reject(new Error('chunk failed'))
      await settled
    })
    expect(screen.getByLabelText('native')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

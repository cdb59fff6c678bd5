import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/**
 * The hydration tests' harness (hydration.test.tsx, hydration-when-visible.test.tsx): the build's
 * HTML of a component put in the page, React hydrating it, and every mismatch it recovers from
 * failing the test. A function each file calls, not module-level hooks: the unit project shares
 * one module cache per worker (isolate: false), so hooks registered at import would hold for the
 * first file only.
 */
export function hydrationHarness() {
  // React's act() outside Testing Library's render, for the calling file only: the unit project shares one
  // environment per worker (isolate: false), and a global left set here would hold for every file
  // the worker runs after this one.
  beforeAll(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true))
  afterAll(() => vi.unstubAllGlobals())

  const roots: Root[] = []
  const recoverable: unknown[] = []

  /** The build's HTML of `ui`, in the page. */
  function serverHtml(ui: ReactNode) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    return container
  }

  /** Runs `fn` and lets React finish what it started, promises included (the late part's code). */
  async function settled(fn: () => void) {
    await act(async () => {
      fn()
      await Promise.resolve()
    })
  }

  /** React hydrates `ui` into the server HTML; any mismatch it recovers from is recorded. */
  async function hydrate(container: Element, ui: ReactNode) {
    await settled(() => {
      roots.push(hydrateRoot(container, ui, { onRecoverableError: (e) => recoverable.push(e) }))
    })
  }

  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()))
    document.body.replaceChildren()
    delete document.documentElement.dataset.hydrated
    vi.unstubAllEnvs()
    expect(recoverable.splice(0), 'hydration mismatches').toEqual([])
  })

  return { serverHtml, settled, hydrate }
}

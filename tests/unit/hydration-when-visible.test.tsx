import { describe, expect, it, vi } from 'vitest'
import { useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import {
  hydrateWhenVisible,
  loadDeferredParts,
} from '../../src/components/hydration/hydrate-on-interaction'
import { hydrationHarness } from './hydration-harness'

/**
 * The hydration contract's rule "hydrated when visible" (src/components/hydration/hydration.ts),
 * as hydration.test.tsx checks the others: the build's HTML in the page, React hydrating it.
 */

const { settled, hydrate } = hydrationHarness()

describe('hydration rule "hydrated when visible"', () => {
  const live = vi.fn()
  function Sections() {
    useEffect(() => {
      live()
    }, [])
    return (
      <>
        <section id="below-fold">
          <a href="#faq">FAQ</a>
        </section>
        <section id="faq">
          <details>
            <summary>Q</summary>A
          </details>
        </section>
      </>
    )
  }
  /** The viewport: the test says which observed element comes near it. */
  const observed = new Set<Element>()
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined
  class Viewport {
    constructor(callback: typeof report) {
      report = callback
    }
    observe(el: Element) {
      observed.add(el)
    }
    disconnect() {
      observed.clear()
    }
  }
  const comesNear = (el: Element) => report!([{ isIntersecting: observed.has(el) }])

  /** The build's HTML of the part, inside the page's <main>. */
  async function prerendered() {
    // The build renders with its own copy (the prerender's bundle), its code loaded first.
    const Part = hydrateWhenVisible(() => Promise.resolve(Sections), 'below-fold')
    await loadDeferredParts()
    vi.stubEnv('SSR', true)
    const main = document.createElement('main')
    main.innerHTML = renderToString(<Part />)
    document.body.append(main)
    vi.stubEnv('SSR', false)
    return main
  }

  it('stays server HTML until the part nears the viewport, then hydrates the same nodes', async () => {
    vi.stubGlobal('IntersectionObserver', Viewport)
    const main = await prerendered()
    const load = vi.fn(() => Promise.resolve(Sections))
    const Late = hydrateWhenVisible(load, 'below-fold')
    const link = main.querySelector('a')!

    await hydrate(main, <Late />)
    // Not fetched on idle: the code waits for the visitor.
    expect(load).not.toHaveBeenCalled()
    expect(live).not.toHaveBeenCalled()

    await settled(() => comesNear(main.querySelector('#below-fold')!))
    await vi.waitFor(() => expect(live).toHaveBeenCalledOnce())
    expect(main.querySelector('a')).toBe(link)
    expect(load).toHaveBeenCalledOnce()
  })

  it('hydrates after a jump to an anchor further down, past its first section', async () => {
    vi.stubGlobal('IntersectionObserver', Viewport)
    live.mockClear()
    const main = await prerendered()
    const Late = hydrateWhenVisible(() => Promise.resolve(Sections), 'below-fold')
    await hydrate(main, <Late />)
    expect(live).not.toHaveBeenCalled()

    await settled(() => comesNear(main.querySelector('#faq')!))
    await vi.waitFor(() => expect(live).toHaveBeenCalledOnce())
  })

  it('fetches its code with the page on a navigation, not before the first page is live', async () => {
    const code = vi.fn(() => Promise.resolve(Sections))
    const Part = hydrateWhenVisible(code, 'below-fold')
    await Part.preload()
    expect(code).not.toHaveBeenCalled()
    document.documentElement.dataset.hydrated = ''
    await Part.preload()
    expect(code).toHaveBeenCalledOnce()
  })
})

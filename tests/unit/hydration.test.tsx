import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, useCallback, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { AnyRouter } from '@tanstack/react-router'
import { render as prerender } from '../../src/entry-prerender'
import { holdEarlySubmits } from '../../src/components/hydration/held-submit'
import {
  hydrateOnInteraction,
  loadDeferredParts,
} from '../../src/components/hydration/hydrate-on-interaction'
import { HYDRATION_START, mountApp, yieldToBrowser } from '../../src/components/hydration/hydration'
import { prerenderPage } from '../../src/components/hydration/prerender-page'
import { HydrationMarker } from '../../src/components/hydration/hydration-marker'
import { useBoundControl } from '../../src/components/hydration/use-bound-control'
import { useHeldSubmit } from '../../src/components/hydration/use-held-submit'
import { RouterProvider, useHydrated } from '@tanstack/react-router'
import { hydrationHarness } from './hydration-harness'
import { twoRouteRouter } from './two-route-router'

/**
 * The hydration contract (src/components/hydration/hydration.ts), rule by rule, on small
 * components: each is rendered to HTML as the build does, the HTML put in the page, and React
 * hydrates it. The real pages are checked the same way on the built site (tests/e2e/
 * forms-hydration.spec.ts, page-sweep.spec.ts and prerender-hydration.spec.ts: the same rule names).
 * The rule "hydrated when visible" has its own file (hydration-when-visible.test.tsx).
 */

const { serverHtml, settled, hydrate } = hydrationHarness()

describe('hydration rule "own page"', () => {
  it('renders afresh what is not this page’s own prerendered HTML, and hydrates what is', () => {
    const elsewhere = serverHtml(<p>another page</p>)
    const before = elsewhere.firstChild
    act(() => void mountApp(<p>this page</p>, {} as AnyRouter, false, elsewhere))
    expect(elsewhere).toHaveTextContent('this page')
    expect(elsewhere.firstChild).not.toBe(before)

    vi.stubEnv('PROD', true)
    const own = serverHtml(<p>this page</p>)
    const adopted = own.firstChild
    performance.clearMarks(HYDRATION_START)
    act(() => void mountApp(<p>this page</p>, {} as AnyRouter, true, own))
    expect(own.firstChild).toBe(adopted)
    // What benchmarks and the e2e test of hydrating in slices read.
    expect(performance.getEntriesByName(HYDRATION_START)).toHaveLength(1)
  })

  it('reports the cause when React recovers from an error while hydrating, not only its wrapper', async () => {
    vi.stubEnv('PROD', true)
    let thrown = false
    function ThrowsOnce() {
      if (!thrown) {
        thrown = true
        throw new Error('the first render failed')
      }
      return <p>the page</p>
    }
    const container = serverHtml(<p>the page</p>)
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await settled(() => mountApp(<ThrowsOnce />, {} as AnyRouter, true, container))
      expect(container).toHaveTextContent('the page')
      const messages = reported.mock.calls
        .flat()
        .map((e: unknown) => (e instanceof Error ? e.message : String(e)))
      expect(messages).toContain('the first render failed')
    } finally {
      reported.mockRestore()
    }
  })

  it('renders afresh on the dev server, which has no prerendered HTML', () => {
    vi.stubEnv('PROD', false)
    const container = serverHtml(<p>server</p>)
    const router = {} as AnyRouter
    act(() => void mountApp(<p>client</p>, router, true, container))
    expect(container).toHaveTextContent('client')
  })
})

describe('the boot yields between its steps (yieldToBrowser)', () => {
  it('resumes in a task of its own, behind the tasks already queued, where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined)
    try {
      const order: string[] = []
      setTimeout(() => order.push('queued before'))
      await yieldToBrowser()
      order.push('resumed')
      expect(order).toEqual(['queued before', 'resumed'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('uses scheduler.yield where the browser has it (it resumes ahead of other queued tasks)', async () => {
    const yielded = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yielded })
    try {
      await yieldToBrowser()
      expect(yielded).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

// A page prerendered as the build does, once, while Vitest collects the file: its first render
// transforms the page's modules and compiles its catalogues, a cost that, inside a test, would count
// against the test's timeout, which a busy machine's share of a core cannot meet.
const contactPage = await prerender('/sv/kontakt', { routes: {} })

describe('hydration rule "router without SSR data"', () => {
  it('the prerender writes no inline script, only the page and its files', () => {
    const { html, status } = contactPage
    expect(status).toBe(200)
    expect(html).toContain('<html lang="sv"')
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    // JSON-LD is data, not script; everything else must come from a file (the CSP).
    expect(scripts.filter((tag) => !/\bsrc=|type="application\/ld\+json"/.test(tag))).toEqual([])
  })

  it('the browser hydrates the build’s page with a router that ran its own load', async () => {
    vi.stubEnv('PROD', true)
    const built = twoRouteRouter({ isServer: true })
    const { html } = await prerenderPage(built, { routes: {} }, <RouterProvider router={built} />)
    const container = serverHtml(null)
    container.innerHTML = html
    const adopted = container.querySelector('p')
    const router = twoRouteRouter({ isServer: false })
    await router.load()
    await settled(() => mountApp(<RouterProvider router={router} />, router, true, container))
    // A mismatch would have React render the page afresh: new elements in place of the build's.
    expect(container.querySelector('p')).toBe(adopted)
    expect(container).toHaveTextContent('the page')
  })
})

describe('hydration rule "marker when live"', () => {
  function Button() {
    const hydrated = useHydrated()
    return <button disabled={!hydrated}>Go</button>
  }

  it('sets <html data-hydrated> only once the page’s controls are live', async () => {
    const page = (
      <>
        <Button />
        <HydrationMarker />
      </>
    )
    const container = serverHtml(page)
    expect(document.documentElement).not.toHaveAttribute('data-hydrated')
    expect(container.querySelector('button')).toBeDisabled()
    await hydrate(container, page)
    expect(document.documentElement).toHaveAttribute('data-hydrated')
    expect(container.querySelector('button')).toBeEnabled()
  })
})

describe('hydration rule "typed values kept"', () => {
  function Bound(props: { value: string; onChange: (value: string | boolean) => void }) {
    const ref = useBoundControl<HTMLInputElement>(props.value, props.onChange)
    return <input ref={ref} aria-label="field" />
  }

  it('what was typed before hydration stays and becomes the value', async () => {
    const container = serverHtml(<Bound value="" onChange={() => {}} />)
    container.querySelector('input')!.value = 'typed early'
    const onChange = vi.fn()
    await hydrate(container, <Bound value="" onChange={onChange} />)
    expect(onChange).toHaveBeenCalledExactlyOnceWith('typed early')
    expect(container.querySelector('input')).toHaveValue('typed early')
  })

  it('a control the visitor left alone shows the value only the client knows (a link’s)', async () => {
    const container = serverHtml(<Bound value="" onChange={() => {}} />)
    const onChange = vi.fn()
    await hydrate(container, <Bound value="from the link" onChange={onChange} />)
    expect(container.querySelector('input')).toHaveValue('from the link')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('a radio ticked and a box checked before hydration are adopted', async () => {
    function Choices(props: { onChange: (value: string | boolean) => void }) {
      const [material, setMaterial] = useState('wood')
      const [box, setBox] = useState(false)
      const onMaterial = useCallback(
        (v: string | boolean) => (setMaterial(String(v)), props.onChange(v)),
        [props],
      )
      const onBox = useCallback(
        (v: string | boolean) => (setBox(v === true), props.onChange(v)),
        [props],
      )
      const group = useBoundControl<HTMLFieldSetElement>(material, onMaterial)
      const check = useBoundControl<HTMLInputElement>(box, onBox)
      return (
        <fieldset ref={group}>
          {['wood', 'steel'].map((m) => (
            <input key={m} type="radio" name="material" value={m} aria-label={m} />
          ))}
          <input ref={check} type="checkbox" aria-label="box" />
        </fieldset>
      )
    }
    const container = serverHtml(<Choices onChange={() => {}} />)
    container.querySelector<HTMLInputElement>('[value="steel"]')!.checked = true
    container.querySelector<HTMLInputElement>('[type="checkbox"]')!.checked = true
    const onChange = vi.fn()
    await hydrate(container, <Choices onChange={onChange} />)
    expect(onChange.mock.calls).toEqual([['steel'], [true]])
    expect(container.querySelector('[value="steel"]')).toBeChecked()
    expect(container.querySelector('[value="wood"]')).not.toBeChecked()
    expect(container.querySelector('[type="checkbox"]')).toBeChecked()
  })
})

describe('hydration rule "what a field shows is what the form has"', () => {
  /** Two bound fields whose values live in state, as a form's do. */
  function Pair(props: { seen: (values: Record<string, string>) => void }) {
    const [values, setValues] = useState({ a: '', b: '' })
    const { seen } = props
    useEffect(() => seen(values), [seen, values])
    const onA = useCallback((v: string | boolean) => setValues((s) => ({ ...s, a: String(v) })), [])
    const onB = useCallback((v: string | boolean) => setValues((s) => ({ ...s, b: String(v) })), [])
    const a = useBoundControl<HTMLInputElement>(values.a, onA)
    const b = useBoundControl<HTMLInputElement>(values.b, onB)
    return (
      <form aria-label="pair">
        <input ref={a} aria-label="a" />
        <input ref={b} aria-label="b" />
      </form>
    )
  }

  /** A password manager's fill: each value set through the property, `input` and `change` fired. */
  function fill(container: Element, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const input = container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }

  it('values a script sets at once on a live form are the form’s (React’s own change events miss them)', async () => {
    const container = serverHtml(<Pair seen={() => {}} />)
    const seen = vi.fn()
    await hydrate(container, <Pair seen={seen} />)
    await settled(() => fill(container, { a: 'kund@example.com', b: 'ett lösenord' }))
    expect(seen).toHaveBeenLastCalledWith({ a: 'kund@example.com', b: 'ett lösenord' })
  })

  it('a fill whose first event makes React hydrate the form at once counts for every field', async () => {
    const container = serverHtml(<Pair seen={() => {}} />)
    const seen = vi.fn()
    // React has begun hydrating (the root exists) but has not reached the fields yet: the first
    // field's `input` makes it hydrate synchronously, before the second field is filled.
    await act(async () => {
      hydrateRoot(container, <Pair seen={seen} />)
      fill(container, { a: 'kund@example.com', b: 'ett lösenord' })
      await Promise.resolve()
    })
    expect(seen).toHaveBeenLastCalledWith({ a: 'kund@example.com', b: 'ett lösenord' })
  })
})

describe('hydration rule "early submit held"', () => {
  beforeAll(() => holdEarlySubmits())

  function Form(props: { onSubmit: (value: string) => void }) {
    const held = useHeldSubmit()
    return (
      <form
        {...held}
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit(new FormData(event.currentTarget).get('q') as string)
        }}
      >
        <input name="q" aria-label="q" />
      </form>
    )
  }

  it('a submit before hydration is held, then happens once, on what the form shows', async () => {
    const container = serverHtml(<Form onSubmit={() => {}} />)
    const form = container.querySelector('form')!
    container.querySelector('input')!.value = 'typed early'
    const reload = vi.fn()
    document.addEventListener('submit', reload)
    form.requestSubmit()
    document.removeEventListener('submit', reload)
    // Nothing else saw it (the browser would have reloaded the page), and it waits.
    expect(reload).not.toHaveBeenCalled()
    expect(form).toHaveAttribute('data-pending-submit')

    const onSubmit = vi.fn()
    await hydrate(container, <Form onSubmit={onSubmit} />)
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('typed early')
    expect(form).not.toHaveAttribute('data-pending-submit')

    // Once hydrated, a submit goes straight to the form.
    act(() => form.requestSubmit())
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('a form hydrated without a held submit submits nothing by itself', async () => {
    const container = serverHtml(<Form onSubmit={() => {}} />)
    const onSubmit = vi.fn()
    await hydrate(container, <Form onSubmit={onSubmit} />)
    expect(container.querySelector('form')).toHaveAttribute('data-ready')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

describe('hydration rule "client values after hydration"', () => {
  function Shows() {
    return <p>{useHydrated() ? 'the link’s value' : 'neutral'}</p>
  }

  it('renders as prerendered while hydrating (no mismatch), then the client’s value', async () => {
    const container = serverHtml(<Shows />)
    expect(container).toHaveTextContent('neutral')
    await hydrate(container, <Shows />)
    expect(container).toHaveTextContent('the link’s value')
  })
})

describe('hydration rule "hydrated on interaction"', () => {
  const live = vi.fn()
  function Part() {
    useEffect(() => {
      live()
    }, [])
    return (
      <div id="late-part">
        <input aria-label="late" />
      </div>
    )
  }
  const load = vi.fn(() => Promise.resolve(Part))
  // The build renders with its own copy (the prerender's bundle); the browser's starts unloaded.
  const Prerendered = hydrateOnInteraction(() => Promise.resolve(Part), 'late-part')

  it('stays server HTML, with what is typed in it, until the visitor turns to it', async () => {
    // As the prerender does: the part's code first, then one whole server render.
    await loadDeferredParts()
    vi.stubEnv('SSR', true)
    const container = serverHtml(<Prerendered />)
    vi.stubEnv('SSR', false)
    const Late = hydrateOnInteraction(load, 'late-part')
    expect(container.querySelector('input')).not.toBeNull()
    const input = container.querySelector('input')!
    input.value = 'typed early'

    await hydrate(container, <Late />)
    expect(live).not.toHaveBeenCalled()

    await settled(() => input.focus())
    await vi.waitFor(() => expect(live).toHaveBeenCalledOnce())
    // The same control, still focused and visible, with what was typed: never hidden or
    // rendered anew by the render right after hydration.
    expect(container.querySelector('input')).toBe(input)
    expect(input).toHaveFocus()
    expect(container.firstElementChild).not.toHaveStyle({ display: 'none' })
    expect(input).toHaveValue('typed early')
    expect(load).toHaveBeenCalledOnce()
  })
})

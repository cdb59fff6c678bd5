import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, renderRouterToString } from '@tanstack/react-router/ssr/server'
import {
  hydrateWithoutServerState,
  renderWithoutHydrationState,
} from '../../src/components/hydration/router-internals'
import { twoRouteRouter } from './two-route-router'

/**
 * What the two router internals the site uses (src/components/hydration/router-internals.ts) mean,
 * on a real router of two routes: each test fails when an upgrade changes that meaning. The site's
 * own pages are checked the same way in hydration.test.tsx and on the build (page-sweep.spec.ts).
 */

/** The build's render of `/`, the state switched off as the prerender does, or written. */
async function serverHtml(opts: { scripts?: boolean; state: 'off' | 'written' }) {
  const router = twoRouteRouter({ isServer: true, scripts: opts.scripts })
  attachRouterServerSsrUtils({ router, manifest: { routes: {} } })
  await router.load()
  if (opts.state === 'off') renderWithoutHydrationState(router)
  // What the router's own request handler does for a page that hydrates.
  else await router.serverSsr!.dehydrate()
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers(),
    children: <RouterProvider router={router} />,
  })
  return response.text()
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc=/.test(tag))

describe('renderWithoutHydrationState', () => {
  it('the server render writes no inline script, where it otherwise writes its state', async () => {
    expect(inlineScripts(await serverHtml({ scripts: true, state: 'off' }))).toEqual([])
    // Without the call the same render carries the state the strict CSP would block: were that
    // gone by default, the call (and its adapter) would be needless.
    expect(inlineScripts(await serverHtml({ scripts: true, state: 'written' }))).not.toEqual([])
  })
})

describe('hydrateWithoutServerState', () => {
  beforeAll(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true))
  afterAll(() => vi.unstubAllGlobals())
  const roots: Root[] = []
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()))
    document.body.replaceChildren()
  })

  /** Hydrates the server's HTML of `/` with a browser router that ran its own load, as main.tsx. */
  async function hydrate(marked: boolean) {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml({ state: 'off' })
    document.body.append(container)
    const adopted = container.querySelector('p')
    const router = twoRouteRouter({ isServer: false })
    await router.load()
    if (marked) hydrateWithoutServerState(router)
    const mismatches: unknown[] = []
    await act(async () => {
      roots.push(
        hydrateRoot(container, <RouterProvider router={router} />, {
          onRecoverableError: (error) => mismatches.push(error),
        }),
      )
      // React finishes what the hydration started (the router's own effects) before the checks.
      await Promise.resolve()
    })
    return { container, adopted, mismatches }
  }

  it('a marked router hydrates the server HTML as it is: no mismatch, the same elements', async () => {
    const { container, adopted, mismatches } = await hydrate(true)
    expect(mismatches).toEqual([])
    expect(container.querySelector('p')).toBe(adopted)
    expect(container).toHaveTextContent('the page')
  })

  it('an unmarked one does not: the mark is what makes the two trees the same', async () => {
    const { container, mismatches } = await hydrate(false)
    expect(mismatches).not.toEqual([])
    expect(container).toHaveTextContent('the page')
  })
})

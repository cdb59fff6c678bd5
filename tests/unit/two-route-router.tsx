import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  Scripts,
} from '@tanstack/react-router'

/**
 * A real router of two routes at `/` (a layout and its page), for the tests of how the site
 * prerenders and hydrates (router-internals.test.tsx, hydration.test.tsx): the server's with
 * `isServer`, the browser's without; `scripts` renders the router's <Scripts /> in the layout.
 */
export function twoRouteRouter(opts: { isServer: boolean; scripts?: boolean }) {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
        {opts.scripts && <Scripts />}
      </main>
    ),
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <p>the page</p>,
  })
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: opts.isServer,
  })
}

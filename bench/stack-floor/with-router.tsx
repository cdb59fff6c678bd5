import type { ReactNode } from 'react'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router'
import { mountApp } from '../../src/components/hydration/hydration'
import { HydrationMarker } from '../../src/components/hydration/hydration-marker'
import { FloorPage } from './page'

export interface FloorTexts {
  home: ReactNode
  heading: ReactNode
  other: ReactNode
}

/**
 * Variant "router": the site's shape in two routes, a root layout and `/$lang` (the site's home is
 * `/$lang/`), its links the router's <Link>, the site's own HydrationMarker as the layout's last
 * child. Built inside a function: route objects made at a module's top level are side effects the
 * bundler would keep in the variant without a router.
 */
export function createFloorRouter(texts: FloorTexts, history?: RouterHistory) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <HydrationMarker />
      </>
    ),
  })
  const page = () => (
    <FloorPage
      home={
        <Link to="/$lang" params={{ lang: 'sv' }}>
          {texts.home}
        </Link>
      }
      heading={texts.heading}
      other={
        <Link to="/$lang" params={{ lang: 'en' }}>
          {texts.other}
        </Link>
      }
    />
  )
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: '$lang', component: page })
  // Any other page of the site (sitePage in build.ts puts the floor app into its HTML too): the
  // same markup, so the page's own URL hydrates it rather than the router's not-found.
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$lang/$', component: page })
  return createRouter({ routeTree: rootRoute.addChildren([langRoute, anyPage]), history })
}

export const routerTexts: FloorTexts = {
  home: 'Cirkla',
  heading: 'Spåra lastbärare',
  other: 'English',
}

/** As the site's main.tsx: load the routes first, then hydrate through the site's mountApp. */
export async function hydrateWithRouter(
  root: Element,
  texts = routerTexts,
  wrap = (app: ReactNode) => app,
) {
  const router = createFloorRouter(texts)
  await router.load()
  mountApp(wrap(<RouterProvider router={router} />), router, true, root)
}

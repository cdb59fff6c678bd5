import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FileRoutesByFullPath } from '../../src/routeTree.gen'
import { createAppRouter } from '../../src/router'
import { pageHead } from '../../src/i18n/head'
import { pagePaths, pages, type PagePath } from '../../src/i18n/pages'

/** Every file route except "/" (the language chooser) and the /$lang layout is a page. */
type PageRoute = Exclude<keyof FileRoutesByFullPath, '/' | '/$lang'>

interface RouteInfo {
  fullPath: string
  options: { head?: unknown }
}
const routes = () => Object.values(createAppRouter().routesById) as unknown as RouteInfo[]

describe('page registry', () => {
  it('names the same pages as the route tree', () => {
    // The typecheck (`npm run typecheck` covers tests/) fails here when a route file has no
    // registry entry or an entry has no route file; src/i18n never imports the route tree.
    expectTypeOf<PagePath>().toEqualTypeOf<PageRoute>()

    const routed = routes()
      .map((r) => r.fullPath)
      .filter((p) => p !== '/' && p !== '/$lang')
    expect(routed.sort()).toEqual([...pagePaths].sort())
  })

  it.each(pagePaths)('%s renders its head from the registry', (page) => {
    const route = routes().find((r) => r.fullPath === page)
    expect(route?.options.head).toBe(pageHead)
  })

  it.each(pagePaths)("%s: its head copy is in the page's own catalogue", (page) => {
    const { ns, label, ...head } = pages[page]
    // Only the home page's and the internal editor's head copy is every page's (common).
    const catalogue = page === '/$lang/' || page === '/$lang/translations' ? 'common' : ns
    const ids = [head.description, 'title' in head ? head.title : undefined]
      .concat('keywords' in head ? [head.keywords] : [])
      .flatMap((m) => (m ? [m.id] : []))
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(id.startsWith(`${catalogue}.head.`)).toBe(true)
    expect(label.id.startsWith('common.page.')).toBe(true)
  })
})

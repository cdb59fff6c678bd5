import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { i18n, loadCatalogs } from '../../../../src/i18n/catalogs'
import { uiI18n } from '../../src/i18n/ui-language'
import { EditorPage } from '../../src/page/translation-editor-page'
import { trackClient } from './open-clients'

/**
 * The editor's page as an app renders it on its route (`/$lang/translations`), in the interface
 * language `lang`: a memory-history router, the real catalogues and a QueryClient without
 * retries; MSW (setup.ts) answers the API and fails any unplanned request. `search` is the
 * link's query (`?file=home&key=…`).
 */
export async function renderEditor(lang: 'sv' | 'en', search = '') {
  // The app's catalogues of the route, and the editor's own interface in its language, as a
  // visit has them by the time the page renders.
  await Promise.all([loadCatalogs(lang, ['common', 'editor'], { activate: true }), uiI18n(lang)])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  trackClient(queryClient)
  const root = createRootRoute({
    component: () => (
      <I18nProvider i18n={i18n}>
        <Outlet />
      </I18nProvider>
    ),
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/$lang/translations',
    component: () => <EditorPage queryClient={queryClient} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/${lang}/translations${search}`] }),
  })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, queryClient }
}

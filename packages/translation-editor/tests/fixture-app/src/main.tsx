import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { TranslationEditorPage } from 'lingui-translation-editor'
import { ShopPage } from './shop-page'

// The app's catalogues, compiled by Lingui's Vite plugin; each reloaded when the editor's plugin
// says its file changed (a save), so an open page shows the new text in place.
const catalogues = import.meta.glob<{ messages: Messages }>('/src/locales/*/*.po')

async function load(lang: string, ns = 'shop', fresh = false) {
  const url = `/src/locales/${lang}/${ns}.po`
  const { messages } = fresh
    ? ((await import(/* @vite-ignore */ `${url}?t=${Date.now()}`)) as { messages: Messages })
    : await catalogues[url]!()
  i18n.load(lang, messages)
}

import.meta.hot?.on(
  'lingui-translation-editor:catalogue',
  ({ lang, ns }: { lang: string; ns: string }) => {
    void load(lang, ns, true)
  },
)

const root = createRootRoute({ component: Outlet })
const language = createRoute({
  getParentRoute: () => root,
  path: '$lang',
  beforeLoad: async ({ params }) => {
    const lang = params.lang === 'de' ? 'de' : 'en'
    await load(lang)
    i18n.activate(lang)
  },
  component: () => (
    <I18nProvider i18n={i18n}>
      <Outlet />
    </I18nProvider>
  ),
})
const shop = createRoute({ getParentRoute: () => language, path: '/', component: ShopPage })
const editor = createRoute({
  getParentRoute: () => language,
  path: 'translations',
  component: TranslationEditorPage,
})
const router = createRouter({ routeTree: root.addChildren([language.addChildren([shop, editor])]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)

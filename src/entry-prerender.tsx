// Build-time render of one URL (scripts/prerender.mjs). Never shipped to the browser.
import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from './app'
import { createAppRouter } from './router'
import { i18n, loadCatalogs } from './i18n/catalogs'
import { detectLanguage } from './i18n/detect'
import { pageByInternalPath } from './i18n/slugs'
export { allPublicPaths, publicPath, absoluteUrl } from './i18n/slugs'
export { pages } from './i18n/pages'
export { site } from './config/site'

export async function render(url: string) {
  await loadCatalogs(detectLanguage({ pathname: url }), [], { activate: true })
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerender: true })
  await router.load()
  const html = renderToString(<App router={router} />)
  const { pathname } = router.state.location
  const found = pathname === '/' || pageByInternalPath(pathname) !== undefined
  return { html, lang: i18n.locale, status: found ? 200 : 404 }
}

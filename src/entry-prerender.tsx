// Build-time render of one URL (scripts/prerender.mjs). Never shipped to the browser.
import { createMemoryHistory, type Manifest } from '@tanstack/react-router'
import { App } from './app'
import { createAppRouter } from './router'
import { loadCatalogs } from './i18n/catalogs'
import { detectLanguage } from './i18n/detect'
import { prerenderPage } from './components/hydration/prerender-page'
export { allPublicPaths, publicPath, absoluteUrl } from './i18n/slugs'
export { pages } from './i18n/pages'
export { site } from './config/site'
export { launchChecklist } from './config/launch-checklist'

/** Renders one public URL to the HTML the browser hydrates (components/hydration/hydration.ts). */
export async function render(url: string, manifest: Manifest) {
  await loadCatalogs(detectLanguage({ pathname: url }), [], { activate: true })
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  })
  return prerenderPage(router, manifest, <App router={router} />)
}

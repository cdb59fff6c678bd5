// Build-time render of one URL (scripts/prerender.mjs). Never shipped to the browser.
import { createMemoryHistory, type Manifest } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { App } from './app'
import { createAppRouter } from './router'
import { loadCatalogs } from './i18n/catalogs'
import { loadLaterCatalogue } from './i18n/later-catalogues'
import { detectLanguage } from './i18n/detect'
import { prerenderPage } from './components/hydration/prerender-page'
import { badRequestMessages } from './features/cookies/bad-request-content'
import type { Locale } from './i18n/locales'
import { laterNamespaces } from './shared/catalogues'
export { allPublicPaths, publicPath, absoluteUrl } from './i18n/slugs'
export { pages } from './i18n/pages'
export { pageAlternates } from './i18n/head'
export { canonicalHref, otherAddresses } from './i18n/canonical'
export { site } from './config/site'
export { launchChecklist } from './config/launch-checklist'

/** Renders one public URL to the HTML the browser hydrates (components/hydration/hydration.ts). */
export async function render(url: string, manifest: Manifest) {
  const lang = detectLanguage({ pathname: url })
  await loadCatalogs(lang, [], { activate: true })
  // Every part of a page renders in this one pass, those the browser loads later included: their
  // messages too (src/shared/catalogues.ts, `laterParts`).
  await Promise.all(laterNamespaces().map((ns) => loadLaterCatalogue(lang, ns)))
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  })
  return prerenderPage(router, manifest, <App router={router} />)
}

/** The texts of the host's 400 page in one language (scripts/lib/host-files.ts writes it). */
export async function badRequestTexts(lang: Locale) {
  await loadCatalogs(lang, ['cookies'], { activate: true })
  const texts = Object.entries(badRequestMessages).map(([key, message]) => [key, i18n._(message)])
  return Object.fromEntries(texts) as Record<keyof typeof badRequestMessages, string>
}

import { render } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '../../src/app'
import { loadDeferredParts } from '../../src/components/hydration/hydrate-on-interaction'
import { createAppRouter } from '../../src/router'
import { canonicalHref } from '../../src/i18n/canonical'
import { loadCatalogs } from '../../src/i18n/catalogs'
import { loadLaterCatalogue } from '../../src/i18n/later-catalogues'
import { laterNamespaces } from '../../src/shared/catalogues'
import { detectLanguage } from '../../src/i18n/detect'

/**
 * Renders the real app at a public URL: memory history, the real router (slug rewrite included),
 * and the real Lingui catalogues; MSW (tests/unit/setup.ts) fails
 * any unplanned request. Like main.tsx, a non-canonical URL is first replaced by its canonical one.
 */
export async function renderRoute(url: string) {
  const parsed = new URL(url, 'http://localhost')
  const lang = detectLanguage({
    pathname: parsed.pathname,
    stored: localStorage.getItem('cirkla.lang'),
  })
  const start = canonicalHref(parsed, lang) ?? url
  await loadCatalogs(lang, [], { activate: true })
  const history = createMemoryHistory({ initialEntries: [start] })
  const router = createAppRouter({ history })
  await router.load()
  // As the prerender does: with the footer's code-split newsletter form already loaded, the page
  // renders whole at once instead of suspending the footer in the middle of a test.
  await loadDeferredParts()
  // And with the messages of the parts the browser loads later (a calculation's figures), as the
  // prerender has them: a component waiting for a promise that an earlier test's page started
  // (and left pending at its cleanup) is never retried inside React's act().
  await Promise.all(laterNamespaces().map((ns) => loadLaterCatalogue(lang, ns)))
  // The app renders the whole document (src/routes/__root.tsx), as in the browser.
  const view = render(<App router={router} />, { container: document, baseElement: document.body })
  return { ...view, router, history }
}

// Which client chunks a prerendered page needs before it can hydrate, from Vite's build manifest.
//
// index.html only preloads the entry's static imports. Everything else a page needs (the split
// route components of `/$lang` and of the page, its two catalogues, and their static imports) is
// discovered by the running app, one round trip after another: entry, then catalogues, then route
// chunks. Listing them in the page's <head> lets the browser fetch them all at once. Dynamic
// imports (widgets fetched on interaction, the editor's MSW) stay out: they are not first-load JS.
import type { Manifest as RouterManifest } from '@tanstack/react-router'

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

/** A prerendered page: internal route path, language and the page's own namespace. */
export interface PageTarget {
  page: string
  lang: string
  ns: string
}

/** Manifest keys of a page's roots: `/$lang/about/meet-team` + 'sv' + 'about'. */
export function pageRoots(page: string, lang: string, ns: string): string[] {
  const route = page === '/$lang/' ? '$lang/index' : page.slice(1)
  return [
    'src/routes/$lang/route.tsx?tsr-split=component',
    `src/routes/${route}.tsx?tsr-split=component`,
    `locales/${lang}/common.po`,
    `locales/${lang}/${ns}.po`,
  ]
}

/** The roots and everything they import statically, as manifest keys. */
function closure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no ${key}`)
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  roots.forEach(visit)
  return [...seen]
}

// closure() has checked that every key it returns is in the manifest.
const fileOf = (manifest: ViteManifest, key: string) => manifest[key]!.file

function entryChunk(manifest: ViteManifest): ManifestChunk {
  const entry = manifest['index.html']
  if (!entry) throw new Error('The build manifest has no index.html entry')
  return entry
}

/** Files (`assets/…js`) to preload for a page, minus what the entry already loads. */
export function pagePreloads(manifest: ViteManifest, { page, lang, ns }: PageTarget): string[] {
  entryChunk(manifest)
  const loaded = new Set(closure(manifest, ['index.html']).map((key) => fileOf(manifest, key)))
  const files = closure(manifest, pageRoots(page, lang, ns)).map((key) => fileOf(manifest, key))
  return [...new Set(files)].filter((file) => !loaded.has(file))
}

/**
 * The router's asset manifest for one page (rendered by <HeadContent /> and <Scripts /> in the
 * root route): the stylesheet; the entry and its static imports (the framework) as module
 * scripts; then the page's own chunks as module preloads. Every script at fetchpriority="low"
 * (the router's preload links always are): nothing competes with the first paint. At their
 * default (high) priority the module scripts took the link's bandwidth while the stylesheet,
 * which holds the first paint, was still coming, and Lighthouse's simulation counts a
 * high-priority script requested before the paint as one that holds it (measured before → after
 * in docs/performance.md). Modules run after the document is parsed anyway.
 * A module runs once however often it is named. Same-origin assets keep Vite's `crossorigin`,
 * so a preload and the module graph share one fetch.
 * Before them all `hold`, the code of the early-submit hold (early-submit-hold.ts): an inline
 * classic script, which runs before the parser reaches the body and needs no request.
 * `target` is omitted for pages without chunks of their own ("/" and the not-found pages).
 */
export function routerManifest(
  manifest: ViteManifest,
  hold: string,
  target?: PageTarget,
): RouterManifest {
  const entry = entryChunk(manifest)
  const url = (file: string) => ({ href: `/${file}`, crossOrigin: 'anonymous' as const })
  const script = (file: string) => ({
    attrs: { type: 'module', crossOrigin: 'anonymous', fetchPriority: 'low', src: `/${file}` },
  })
  const framework = closure(manifest, ['index.html']).map((key) => fileOf(manifest, key))
  // A page's chunks' own stylesheets (the translation editor's) too: served in the head, they
  // hold no later paint, and Vite's loader of those chunks finds them there instead of adding them.
  const pageCss = target
    ? closure(manifest, pageRoots(target.page, target.lang, target.ns)).flatMap(
        (key) => manifest[key]!.css ?? [],
      )
    : []
  return {
    routes: {
      __root__: {
        css: [...new Set([...(entry.css ?? []), ...pageCss])].map(url),
        preloads: (target ? pagePreloads(manifest, target) : []).map(url),
        scripts: [{ children: hold }, ...framework.map(script)],
      },
    },
  }
}

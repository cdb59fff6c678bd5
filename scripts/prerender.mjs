// Writes static HTML for every URL of the slug map, "/", the 404 pages, sitemap.xml and robots.txt.
// Runs after `vite build` (client) and `vite build --ssr src/entry-prerender.tsx` (this renderer).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  absoluteUrl,
  allPublicPaths,
  pages,
  publicPath,
  render,
  site,
} from '../dist-prerender/entry-prerender.js'
import { pagePreloads } from './lib/page-preloads.mjs'

const started = Date.now()
const template = readFileSync('dist/index.html', 'utf8')
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/index.html has no <!--app-head--> / <!--app-html--> slots')
}
const STYLESHEET = /<link rel="stylesheet"[^>]*>/
const ENTRY = /<script type="module" crossorigin src="[^"]*"><\/script>/
// The entry script and the modulepreloads Vite wrote for its static imports.
const ENTRY_PRELOADS = /<script type="module" crossorigin src="[^"]*"><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/
const stylesheet = template.match(STYLESHEET)?.[0]
if (!stylesheet || !ENTRY.test(template)) throw new Error('dist/index.html: no stylesheet or entry')
// Build metadata for the preload lists below, not part of the site.
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
rmSync('dist/.vite', { recursive: true })

// renderToString has no <head> to put React 19's hoisted tags in: it emits <title>/<meta>/<link>
// (from <HeadContent />) first. Move that leading run into <head>; the client adopts them.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/

async function write(url, file, expectedStatus, preloads = []) {
  const { html, lang, status } = await render(url)
  if (status !== expectedStatus) throw new Error(`${url}: status ${status}, expected ${expectedStatus}`)
  const head = html.match(HOISTED)[0]
  if (!head.includes('<title>')) throw new Error(`${url}: no <title> from <HeadContent />`)
  // Ark/zag components render a few inline style attributes (CSS variables for animations). A strict
  // CSP (style-src 'self', public/_headers) blocks inline styles in markup, so the static HTML drops
  // them; after hydration React sets styles through the CSSOM, which the CSP allows.
  const body = html.slice(head.length).replace(/(<[a-zA-Z][^<>]*?)\s+style="[^"]*"/g, '$1')
  if (!/<h1[\s>]/.test(body)) throw new Error(`${url}: no <h1>`)
  const page = template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', () =>
      // main.tsx hydrates only when this matches the location; 404 pages are rendered afresh.
      `<div id="root" data-prerendered="${expectedStatus === 200 ? url : ''}">${body}</div>`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    // The render-blocking stylesheet goes first (Vite puts it after the entry script and its
    // preloads), then the entry with the framework, then this page's own chunks: they no longer
    // wait for the app to discover them one round trip after another. fetchpriority="low" keeps
    // them behind the CSS and the framework on a slow line; measured in throttled Chromium it costs
    // nothing against high priority (first paint and hydration within noise), and Lighthouse's
    // simulation stops counting them as render-blocking.
    .replace(STYLESHEET, '')
    .replace(ENTRY, (entry) => `${stylesheet}\n    ${entry}`)
    .replace(ENTRY_PRELOADS, (links) =>
      [
        links,
        ...preloads.map(
          (f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`,
        ),
      ].join('\n    '),
    )
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  return file
}

const targets = Object.entries(pages).flatMap(([page, entry]) =>
  ['sv', 'en'].map((lang) => ({ page, lang, ns: entry.ns, url: publicPath(page, lang) })),
)
const urls = allPublicPaths()
if (targets.length !== urls.length) throw new Error('slug map and URL list disagree')
for (const t of targets) {
  await write(t.url, join('dist', `${t.url}.html`), 200, pagePreloads(manifest, t))
}
await write('/', 'dist/index.html', 200)
await write('/sv/sidan-finns-inte', 'dist/404.html', 404)
await write('/en/page-not-found', 'dist/en/404.html', 404)

// Sitemap: every public page in both languages, each with its hreflang alternates.
const entries = Object.entries(pages).filter(([, entry]) => !entry.internal)
const alt = (page) =>
  ['sv', 'en']
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${absoluteUrl(site.origin, publicPath(page, l))}"/>`)
    .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(site.origin, '/')}"/>`)
    .join('')
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...entries.flatMap(([page]) =>
    ['sv', 'en'].map(
      (l) => `  <url><loc>${absoluteUrl(site.origin, publicPath(page, l))}</loc>${alt(page)}</url>`,
    ),
  ),
  '</urlset>',
  '',
].join('\n')
writeFileSync('dist/sitemap.xml', sitemap)
writeFileSync(
  'dist/robots.txt',
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.origin, '/sitemap.xml')}\n`,
)

console.log(
  `prerendered ${urls.length} URLs + / + 2 not-found pages, sitemap with ${entries.length * 2} URLs, in ${Date.now() - started} ms`,
)
// Router and query timers would keep Node alive; the work is done.
process.exit(0)

// Writes static HTML for every URL of the slug map, "/", the 404 pages, sitemap.xml and robots.txt.
// Runs after `vite build` (the client): builds the renderer (src/entry-prerender.tsx) first.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { routerManifest } from './lib/page-preloads.ts'
import { buildEarlySubmitHold } from './lib/early-submit-hold.ts'
import {
  checkPolicy,
  headersWithPolicy,
  inlineCode,
  nginxConfPath,
  nginxPolicy,
} from './lib/csp.ts'
import { writeHostFiles } from './lib/host-files.ts'

// React and the router pick their production builds from NODE_ENV (the bundle itself is built
// for production; these two are imported from node_modules).
process.env.NODE_ENV ??= 'production'
// The renderer: the site's own Vite config (the same plugins and transforms as the client build,
// so the markup is the one the browser hydrates), in this process rather than a second `vite
// build`. Without PostCSS: the renderer's CSS is never written (an SSR build emits none), yet
// Panda's PostCSS plugin would scan the whole source tree for it; CSS modules still get their class
// names, which Vite derives before any PostCSS plugin runs (docs/performance.md, "build +
// prerender").
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-prerender.tsx', outDir: 'dist-prerender' },
  css: { postcss: { plugins: [] } },
})
const {
  absoluteUrl,
  allPublicPaths,
  canonicalHref,
  launchChecklist,
  otherAddresses,
  pageAlternates,
  pages,
  publicPath,
  badRequestTexts,
  render,
  site,
} = await import('../dist-prerender/entry-prerender.js')

const started = Date.now()
// Failed until the last line says otherwise: buildEarlySubmitHold loads Vite with Panda's PostCSS
// plugin, which installs an uncaught-exception handler that only logs, so a failing guard below
// once ended the process with status 0 and the build went on.
process.exitCode = 1
// Build metadata for the asset lists below, not part of the site.
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
rmSync('dist/.vite', { recursive: true })
// Every page's first script, a classic one, inline (see early-submit-hold.ts for why).
const hold = await buildEarlySubmitHold()
// The one policy (scripts/lib/csp.ts): every page's inline code must be admitted by its hash.
const policy = nginxPolicy(readFileSync(nginxConfPath, 'utf8'))
const inlined = []

async function write(url, file, expectedStatus, target) {
  const { html, status } = await render(url, routerManifest(manifest, hold, target))
  if (status !== expectedStatus)
    throw new Error(`${url}: status ${status}, expected ${expectedStatus}`)
  // Guards for the strict CSP (deploy/nginx.conf): inline scripts and styles only by hash (checked
  // against the policy once every page is written), no inline style attribute (after hydration
  // React sets styles through the CSSOM, which the CSP allows).
  inlined.push(inlineCode(html))
  const styled = html.match(/<[a-zA-Z][^<>]*\sstyle="[^"]*"/)
  if (styled) throw new Error(`${url}: inline style attribute in ${styled[0].slice(0, 200)}`)
  if (!/<title>[^<]+<\/title>/.test(html))
    throw new Error(`${url}: no <title> from <HeadContent />`)
  if (!/<h1[\s>]/.test(html)) throw new Error(`${url}: no <h1>`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
  return file
}

const targets = Object.entries(pages).flatMap(([page, entry]) =>
  ['sv', 'en'].map((lang) => ({ page, lang, ns: entry.ns, url: publicPath(page, lang) })),
)
const urls = allPublicPaths()
if (targets.length !== urls.length) throw new Error('slug map and URL list disagree')
for (const t of targets) {
  await write(t.url, join('dist', `${t.url}.html`), 200, t)
}
await write('/', 'dist/index.html', 200)
await write('/sv/sidan-finns-inte', 'dist/404.html', 404)
await write('/en/page-not-found', 'dist/en/404.html', 404)
checkPolicy(policy, inlined)
// The same policy for the hosts that read dist/_headers.
writeFileSync('dist/_headers', headersWithPolicy(readFileSync('dist/_headers', 'utf8'), policy))

// The other hosts' redirects, the 400 pages and /favicon.ico (deploy/nginx.conf answers the same).
await writeHostFiles(
  { pageUrls: urls, addresses: otherAddresses(), canonicalHref },
  { badRequestTexts, siteName: site.name },
)

// Sitemap: every public page in both languages, each with the head's hreflang alternates.
const entries = Object.entries(pages).filter(([, entry]) => !entry.internal)
const alt = (page) =>
  pageAlternates(page)
    .map(
      ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
    )
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
  `prerendered ${urls.length} URLs + / + 2 not-found pages + 2 bad-request pages, sitemap with ${entries.length * 2} URLs, in ${Date.now() - started} ms`,
)
// The launch checklist: each value src/config/site.ts still marks as a placeholder.
for (const warning of launchChecklist()) console.warn(warning)
// Router and query timers would keep Node alive; the work is done.
process.exit(0)

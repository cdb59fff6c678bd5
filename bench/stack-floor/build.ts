// npm run bench:floor — the stack's floor (docs/performance.md, "The stack's floor"): the smallest
// app on the site's own stack, built and prerendered like the site, measured like the site.
// Builds each variant (vite.config.ts) into FLOOR_DIR (default /tmp/stack-floor/floor-<variant>):
// the page prerendered with React's renderToString as sv.html (nginx serves it at /sv) and
// index.html, precompressed by the site's own scripts/precompress.mjs. With the site built (dist/),
// one more: the site's own /sv (its HTML, CSS, images, inline code) with its scripts replaced by
// the "lingui" variant's (site-html-floor-js). Checks in Chromium that each one hydrates without an
// error and sets the marker, and weighs the JavaScript /sv loads as served. Then runs bench:real on
// /sv with the site's dist/ and every variant side by side, A B A B.
//   FLOOR_BUILD_ONLY=1   build and check, no bench
//   BENCH_PAGES=/sv,/en/calculator   more pages: the site's and its pages with the floor's script
//   FLOOR_COMPARE=<dir>  another build of the site in the same run (main's, against a branch)
// Never part of `npm run build` or `npm test`: nothing of the site imports this folder.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { chromiumFlags, chromiumPath, startPreview } from '../../scripts/preview-server.ts'
import { floorVariants, type FloorVariant } from './vite.config.ts'

// React and the router pick their production builds from NODE_ENV, read when first imported:
// the render (JSX, React) loads only after it is set.
process.env.NODE_ENV = 'production'
const { prerender } = await import('./prerender.tsx')

const repo = resolve(import.meta.dirname, '../..')
const pages = (process.env.BENCH_PAGES ?? '/sv').split(',')
const outRoot = resolve(process.env.FLOOR_DIR ?? '/tmp/stack-floor')
const configFile = join(import.meta.dirname, 'vite.config.ts')

/** The site's own last build step on `work`/dist/ (it compresses the dist/ of its directory). */
function precompress(work: string) {
  const done = spawnSync('node', [join(repo, 'scripts/precompress.mjs')], {
    cwd: work,
    stdio: 'inherit',
  })
  if (done.status !== 0) throw new Error(`${work}: precompress failed`)
}

async function buildVariant(variant: FloorVariant) {
  const work = join(outRoot, `.work-${variant}`)
  const dist = join(work, 'dist')
  const out = join(outRoot, `floor-${variant}`)
  rmSync(work, { recursive: true, force: true })
  process.env.FLOOR_VARIANT = variant
  process.env.FLOOR_OUT_DIR = dist
  await build({ configFile })
  const template = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!template.includes('<!--app-->')) throw new Error(`${variant}: no <!--app--> in index.html`)
  const html = template.replace('<!--app-->', await prerender(variant))
  // /sv is sv.html (deploy/nginx.conf); bench:real and the preview want an index.html too.
  writeFileSync(join(dist, 'sv.html'), html)
  writeFileSync(join(dist, 'index.html'), html)
  precompress(work)
  rmSync(out, { recursive: true, force: true })
  renameSync(dist, out)
  rmSync(work, { recursive: true, force: true })
  return out
}

/**
 * The site's /sv with the "lingui" variant for its JavaScript: what the page would cost if the
 * site's own code cost nothing. Its module scripts and preloads go; the floor app's root comes in at
 * the end of <body>, its script at the site's low priority after the page's own markup (the site's
 * own sit in <head>, also low) or, `early`, as the floor's (first in <head>, default priority). Its
 * header, main and footer become plain divs (no rule of the stylesheet names those elements), so
 * the live probe of bench:real (the first `header a`, `main h1`, the last `footer a`) finds the
 * floor app's, which hydrate.
 */
function sitePage(lingui: string, early: boolean) {
  const name = early ? 'site-html-floor-js-early' : 'site-html-floor-js'
  const work = join(outRoot, `.work-${name}`)
  const out = join(outRoot, name)
  rmSync(work, { recursive: true, force: true })
  cpSync(join(repo, 'dist'), join(work, 'dist'), { recursive: true })
  const floor = readFileSync(join(lingui, 'sv.html'), 'utf8')
  const root = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/.exec(floor)?.[0]
  const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"><\/script>/.exec(floor)
  if (!root || !script?.[1]) throw new Error(`${lingui}/sv.html: no root or script`)
  for (const ext of ['', '.br', '.gz'])
    cpSync(join(lingui, `${script[1]}${ext}`), join(work, 'dist', `${script[1]}${ext}`))
  const tag = `<script type="module" crossorigin="anonymous"${early ? '' : ' fetchPriority="low"'} src="${script[1]}"></script>`
  // Every page benched: each is its own page with the floor app (its router matches any page).
  for (const url of pages) {
    const file = join(work, 'dist', `${url.slice(1)}.html`)
    const html = readFileSync(file, 'utf8')
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<(header|main|footer)\b/g, '<div data-was="$1"')
      .replace(/<\/(?:header|main|footer)>/g, '</div>')
      .replace('<head>', early ? `<head>${tag}` : '<head>')
      .replace('</body>', `${root}${early ? '' : tag}</body>`)
    if (html.includes('id="root"') && /<header|<main|<footer/.test(html.replace(root, '')))
      throw new Error(`${name}${url}: a header, main or footer of the site is left`)
    writeFileSync(file, html)
  }
  precompress(work)
  rmSync(out, { recursive: true, force: true })
  renameSync(join(work, 'dist'), out)
  rmSync(work, { recursive: true, force: true })
  return out
}

/**
 * Loads /sv of each build once (unthrottled, 390 x 844 as bench:real) and fails on any error: a
 * hydration mismatch is one (React 19), so each really hydrates, never renders afresh. Returns the
 * JavaScript /sv loaded, as served (brotli), until the marker and half a second more. The builds of
 * the whole site (the site's, and its pages with the floor's script) load every benched page.
 */
async function checkAndWeigh(dirs: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const weights = new Map<string, { files: number; bytes: number }>()
  try {
    const runs = dirs.flatMap((dir) =>
      (dir.includes('/floor-') ? ['/sv'] : pages).map((url) => ({ dir, url })),
    )
    for (const { dir, url } of runs) {
      // One port, each host closed before the next: on a shared machine the ports above may be taken.
      const host = await startPreview(Number(process.env.BENCH_PORT ?? 4391), { root: dir })
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      try {
        const page = await context.newPage()
        const errors: string[] = []
        const sizes: Promise<number>[] = []
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
        page.on('pageerror', (e) => errors.push(e.message))
        page.on('response', (r) => {
          if (r.request().resourceType() !== 'script') return
          if (r.headers()['content-encoding'] !== 'br') errors.push(`${r.url()}: not brotli`)
          sizes.push(
            r
              .request()
              .sizes()
              .then((s) => s.responseBodySize),
          )
        })
        await page.goto(`${host.origin}${url}`)
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
        await page.waitForTimeout(500)
        if (errors.length) throw new Error(`${dir}${url}: ${errors.join('\n')}`)
        const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
        weights.set(`${dir}${url}`, { files: sizes.length, bytes })
      } finally {
        await context.close()
        await host.close()
      }
    }
  } finally {
    await browser.close()
  }
  return weights
}

const dirs = []
for (const variant of floorVariants) dirs.push(await buildVariant(variant))
if (existsSync(join(repo, 'dist/index.html')))
  dirs.unshift('dist', sitePage(dirs.at(-1)!, false), sitePage(dirs.at(-1)!, true))
// Another build of the site beside this one, A B A B in the same run (main's, to compare a branch).
if (process.env.FLOOR_COMPARE) dirs.unshift(process.env.FLOOR_COMPARE)
for (const [dir, { files, bytes }] of await checkAndWeigh(dirs))
  console.log(`${dir}: loads ${files} scripts, ${(bytes / 1024).toFixed(1)} KiB brotli`)
if (!process.env.FLOOR_BUILD_ONLY) {
  // The bare variants hold /sv alone: with other pages only the builds of the whole site run.
  const benched = pages.length > 1 ? dirs.filter((dir) => !dir.includes('/floor-')) : dirs
  const bench = spawnSync('npx', ['tsx', 'scripts/bench-real.mjs'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, BENCH_DIRS: benched.join(','), BENCH_PAGES: pages.join(',') },
  })
  process.exitCode = bench.status ?? 1
}

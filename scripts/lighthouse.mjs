// npm run bench:lighthouse — Lighthouse (mobile defaults) on every URL of the production build.
// Needs `npm run build` first and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
// Writes reports/lighthouse.md: the four category scores and LCP, TBT, CLS per URL (median run of
// LH_RUNS, default 3). Every public URL by default (the editor is internal and noindex: its SEO
// score is not counted), or the URLs given as arguments.
//   LH_DIR=/tmp/other-build   another build, reported to stdout only
//   LH_DIRS=/tmp/a,/tmp/b      builds side by side, A B A B in one run (each on its own nginx,
//                             LH_PORT and up; per URL one run of each in turn, so the machine's
//                             load hits them alike), reported to stdout only
//   LH_PORT=4390              the port of its nginx
//   LH_TLS=1                  the same host over HTTPS + HTTP/2 (its listen made 'ssl http2', a
//                             self-signed certificate made for the run, which Chromium trusts by
//                             its key: scripts/preview-server.ts),
//                             reported to stdout only; LH_TLS=h1: over HTTPS with HTTP/1.1
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import lighthouse from 'lighthouse'
// Lighthouse's own pick of the representative run (closest to the median FCP and TTI).
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import * as chromeLauncher from 'chrome-launcher'
import { allPublicPaths } from '../dist-prerender/entry-prerender.js'
import { chromiumFlags, chromiumPath, startPreview } from './preview-server.ts'

const only = process.argv.slice(2)
// One Lighthouse run varies by a few points on this 2-core machine (TBT above all): each URL is
// run RUNS times and the median run is reported, as Lighthouse's documentation advises.
const RUNS = Number(process.env.LH_RUNS ?? 3)
const urls = only.length ? only : allPublicPaths()
const roots = process.env.LH_DIRS?.split(',') ?? [process.env.LH_DIR ?? 'dist']
const root = roots.join(', ')
const tls = ['1', 'h1'].includes(process.env.LH_TLS ?? '')
const http2 = process.env.LH_TLS !== 'h1'
const servers = []
for (const [i, dir] of roots.entries())
  servers.push(
    await startPreview(Number(process.env.LH_PORT ?? 4390) + i, { root: dir, tls, http2 }),
  )
// A shared machine's other work shows in TBT above all: the report says how busy it was.
const loads = [loadavg()[0]]
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    ...chromiumFlags,
    ...(tls
      ? [`--ignore-certificate-errors-spki-list=${servers.map((s) => s.spki).join(',')}`]
      : []),
  ],
})
const rows = []
let failed
try {
  for (const url of urls) {
    const runs = servers.map(() => [])
    // A run now and then comes back without FCP/TTI (a hiccup of the browser): it is retried,
    // never averaged in.
    for (let attempt = 1; attempt <= RUNS + 2; attempt++)
      for (const [i, { origin }] of servers.entries()) {
        if (runs[i].length >= RUNS) continue
        const { lhr: run } = await lighthouse(`${origin}${url}`, {
          port: chrome.port,
          logLevel: 'error',
        })
        if (!run.runtimeError && filterToValidRuns([run]).length === 1) runs[i].push(run)
        else
          console.warn(
            `${url} ${roots[i]}: run ${attempt} invalid (${run.runtimeError?.code ?? 'no FCP or TTI'}), retrying`,
          )
      }
    for (const [i, dirRuns] of runs.entries())
      rows.push(medianRow(url, dirRuns, roots.length > 1 ? roots[i] : undefined))
  }
} catch (error) {
  // Report and fail: the Vite config this process loads (Panda's PostCSS plugin) installs an
  // uncaught-exception handler that would otherwise log the error and exit 0.
  failed = error
} finally {
  await chrome.kill()
  for (const s of servers) await s.close()
}
if (failed) {
  console.error(failed)
  process.exit(1)
}

/** The row of a URL (and build): its median run's scores and metrics. */
function medianRow(url, runs, build) {
  if (runs.length === 0) throw new Error(`${url}: no valid Lighthouse run`)
  const lhr = computeMedianRun(runs)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]
  const failing = Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => r.id),
  )
  const row = {
    url: build ? `${url} (${build})` : url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint').numericValue / 1000,
    lcp: audit('largest-contentful-paint').numericValue / 1000,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    failing: [...new Set(failing)],
  }
  loads.push(loadavg()[0])
  console.log(url, JSON.stringify(row), `load ${loads.at(-1).toFixed(1)}`)
  return row
}

const editor = (u) => /oversattningar|translations/.test(u)
const table = [
  '| URL | Performance | Accessibility | Best practices | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | below 100 |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.url} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${editor(r.url) ? `${r.seo} (noindex)` : r.seo} | ${r.fcp.toFixed(2)} | ${r.lcp.toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.failing.join(', ')} |`,
  ),
].join('\n')
const sorted = [...loads].sort((a, b) => a - b)
const load = `load average (1 min) ${loads[0].toFixed(1)} at the start, ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} median, ${sorted.at(-1).toFixed(1)} at most, on ${availableParallelism()} cores`
const min = (k) => Math.min(...rows.filter((r) => k !== 'seo' || !editor(r.url)).map((r) => r[k]))
if (root !== 'dist' || tls) {
  const host = tls ? `, HTTPS + ${http2 ? 'HTTP/2' : 'HTTP/1.1'}` : ''
  console.log(`\n${table}\n${root}${host}, ${load}`)
  process.exit(0)
}
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/lighthouse.md',
  `# Lighthouse (mobile defaults, Lighthouse ${lhVersion()})\n\n` +
    `Production build served by nginx with deploy/nginx.conf (the production host), Chromium at ${chromiumPath}, ` +
    `simulated mobile throttling (Lighthouse defaults), median of ${RUNS} runs per URL, ${new Date().toISOString().slice(0, 10)}, ${load}. ` +
    `Lowest scores: performance ${min('performance')}, accessibility ${min('accessibility')}, ` +
    `best practices ${min('bestPractices')}, SEO ${min('seo')} (editor excluded: noindex).\n\n${table}\n`,
)
console.log(`\n${table}\nwritten to reports/lighthouse.md`)

function lhVersion() {
  return rows.length ? '12.8.2' : '?'
}

// npm run bench:lighthouse — Lighthouse (mobile defaults) on every URL of the production build.
// Needs `npm run build` first and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
// Writes reports/lighthouse.md: the four category scores and LCP, TBT, CLS per URL.
import { mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { allPublicPaths } from '../dist-prerender/entry-prerender.js'
import { chromiumFlags, chromiumPath, startPreview } from './preview-server.mjs'

const only = process.argv.slice(2)
const urls = only.length ? only : allPublicPaths()
const server = await startPreview(4390)
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
const rows = []
try {
  for (const url of urls) {
    const { lhr } = await lighthouse(`${server.origin}${url}`, { port: chrome.port, logLevel: 'error' })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]
    const failing = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => r.id))
    const row = {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint').numericValue / 1000,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      failing: [...new Set(failing)],
    }
    rows.push(row)
    console.log(url, JSON.stringify(row))
  }
} finally {
  await chrome.kill()
  await server.close()
}

const editor = (u) => /oversattningar|translations/.test(u)
const table = [
  '| URL | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS | below 100 |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.url} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${editor(r.url) ? `${r.seo} (noindex)` : r.seo} | ${r.lcp.toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.failing.join(', ')} |`,
  ),
].join('\n')
const min = (k) => Math.min(...rows.filter((r) => k !== 'seo' || !editor(r.url)).map((r) => r[k]))
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/lighthouse.md',
  `# Lighthouse (mobile defaults, Lighthouse ${lhVersion()})\n\n` +
    `Production build served by \`vite preview\` with the production headers, Chromium at ${chromiumPath}, ` +
    `simulated mobile throttling (Lighthouse defaults), ${new Date().toISOString().slice(0, 10)}. ` +
    `Lowest scores: performance ${min('performance')}, accessibility ${min('accessibility')}, ` +
    `best practices ${min('bestPractices')}, SEO ${min('seo')} (editor excluded: noindex).\n\n${table}\n`,
)
console.log(`\n${table}\nwritten to reports/lighthouse.md`)

function lhVersion() {
  return rows.length ? '12.8.2' : '?'
}

// npm run bench:real — real first paint and interactivity in throttled Chromium (CDP: 150 ms RTT,
// 1.6 Mbps down, 4x CPU), cold cache, 7 alternating rounds, from the production host (nginx with
// deploy/nginx.conf). For each page it also loads the same HTML with every script removed (the
// static floor). Writes reports/performance.md.
//   BENCH_PAGES=/sv,/en/calculator   other pages (comma-separated)
//   BENCH_ROUNDS=11                  more rounds (each round loads every page and its floor once
//                                    per variant)
//   BENCH_HOSTS=brotli,gzip          the same nginx with brotli and with gzip only, side by side in
//                                    one run (alternating, like page and floor) ->
//                                    reports/performance-brotli-gzip.md
//   BENCH_HOSTS=tls,h2               the same nginx over HTTPS with HTTP/1.1 and with HTTP/2
//                                    (the shipped config's listen made 'ssl [http2]', a self-signed
//                                    certificate made for the run, which Chromium trusts by its
//                                    key: scripts/preview-server.ts); with brotli: plain HTTP/1.1
//                                    too -> reports/performance-tls-h2.md
//   BENCH_DIRS=dist-a,dist-b         two (or more) builds side by side, A B A B in one run, each on
//                                    its own nginx and against its own floor ->
//                                    reports/performance-dist-a-dist-b.md (how a change is measured
//                                    on a shared machine: both see the same load)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath, startPreview } from './preview-server.ts'
import { loadSampler, median, profileText, throttle } from './bench-profile.ts'

// The three pages held to the floor: the home page (hero), a form page, a content page.
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/sv',
  '/en/calculator',
  '/sv/producentansvar',
]
const dirs = process.env.BENCH_DIRS?.split(',')
const hostNames = process.env.BENCH_HOSTS?.split(',') ?? ['brotli']
const hostLabels = {
  brotli: 'nginx, brotli',
  gzip: 'nginx, gzip only',
  tls: 'nginx, brotli, HTTPS + HTTP/1.1',
  h2: 'nginx, brotli, HTTPS + HTTP/2',
}
if (hostNames.some((h) => !(h in hostLabels)))
  throw new Error(`BENCH_HOSTS: one or more of ${Object.keys(hostLabels).join(', ')}`)
if (dirs && process.env.BENCH_HOSTS) throw new Error('BENCH_DIRS or BENCH_HOSTS, not both')
for (const dir of dirs ?? [])
  if (!existsSync(`${dir}/index.html`)) throw new Error(`BENCH_DIRS: ${dir}/ holds no build`)
/** What is compared: builds (BENCH_DIRS) or encodings of one build (BENCH_HOSTS). */
const variants = dirs
  ? dirs.map((dir) => ({ name: basename(dir), label: `${dir}, brotli`, root: dir, brotli: true }))
  : hostNames.map((name) => ({
      name,
      label: hostLabels[name],
      root: 'dist',
      brotli: name !== 'gzip',
      tls: name === 'tls' || name === 'h2',
      http2: name === 'h2',
    }))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const port = Number(process.env.BENCH_PORT ?? 4391)
const hosts = new Map()
for (const [i, v] of variants.entries()) hosts.set(v.name, await startPreview(port + i, v))
// The h2 host's certificate, trusted as a real one would be (by its key, for this browser only).
const spkis = [...hosts.values()].flatMap((h) => (h.spki ? [h.spki] : []))
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    ...chromiumFlags,
    ...(spkis.length ? [`--ignore-certificate-errors-spki-list=${spkis.join(',')}`] : []),
  ],
})
const loads = loadSampler()

// A load that times out (a busy shared machine) is measured again, never counted.
async function measure(origin, url, floor, attempt = 1) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    // The floor's HTML is fetched by Playwright itself (route.fetch), which knows no browser flag.
    ignoreHTTPSErrors: floor && origin.startsWith('https:'),
  })
  try {
    return await measureOnce(context, origin, url, floor)
  } catch (error) {
    if (attempt >= 3) throw error
    console.warn(
      `${origin}${url}${floor ? ' (floor)' : ''}: ${error.message.split('\n')[0]}, again`,
    )
    return measure(origin, url, floor, attempt + 1)
  } finally {
    await context.close()
  }
}

async function measureOnce(context, origin, url, floor) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await throttle(cdp, { cold: true })
  // Bytes on the wire (headers and bodies as sent), every response until the measurement ends.
  let transferred = 0
  cdp.on('Network.loadingFinished', (e) => (transferred += e.encodedDataLength))
  if (floor) {
    await page.route(`${origin}${url}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
      await route.fulfill({ response, body: html })
    })
  }
  await page.addInitScript(() => {
    window.__perf = { lcp: 0, hydrated: 0, live: 0 }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // the init script runs before <html> exists: watch the whole document for the marker
    new MutationObserver(() => {
      if (!window.__perf.hydrated && document.documentElement?.hasAttribute('data-hydrated')) {
        window.__perf.hydrated = performance.now()
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    // A cross-check that no marker placement can flatter: the moment the header's first control,
    // the page's h1 and the footer's last link all carry React's fiber (React internals, read-only).
    // A marker set too early (by the root's effect, before the page itself is live) shows here.
    const live = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'))
    const poll = () => {
      const probe = [
        document.querySelector('header a, header button'),
        document.querySelector('main h1'),
        [...document.querySelectorAll('footer a')].at(-1),
      ]
      if (probe.every(live)) window.__perf.live = performance.now()
      else setTimeout(poll, 8)
    }
    setTimeout(poll, 8)
  })
  await page.goto(`${origin}${url}`, { waitUntil: 'load' })
  if (!floor) {
    await page.waitForFunction(() => window.__perf.hydrated > 0 && window.__perf.live > 0, null, {
      timeout: 30000,
    })
  }
  await page.waitForTimeout(500)
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.__perf.lcp,
    hydrated: window.__perf.hydrated,
    live: window.__perf.live,
  }))
  return { ...result, kb: transferred / 1024 }
}

// Each variant against its own floor: a change to the HTML itself (inlined CSS) moves the floor too.
const kinds = variants.flatMap((v) => [
  { variant: v.name, floor: false },
  { variant: v.name, floor: true },
])
const key = (k) => `${k.variant}${k.floor ? ':floor' : ''}`
const samples = Object.fromEntries(
  pages.map((p) => [p, Object.fromEntries(kinds.map((k) => [key(k), []]))]),
)
// Every nginx stops however the run ends (a crashed run once left two serving a stale build).
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of pages) {
      // alternate the order inside a round so no variant always runs on a warmer machine
      const order = round % 2 ? [...kinds].reverse() : kinds
      for (const kind of order) {
        const { origin } = hosts.get(kind.variant)
        samples[url][key(kind)].push(await measure(origin, url, kind.floor))
      }
    }
    console.log(`round ${round + 1}/${ROUNDS} done (load ${loads.sample().toFixed(1)})`)
  }
} finally {
  await browser.close()
  for (const host of hosts.values()) await host.close()
}
const load = loads.text()

const ms = (v) => `${Math.round(v)}`
const rows = pages.flatMap((url) =>
  variants.map(({ name, label }) => {
    const p = samples[url][name]
    const f = samples[url][`${name}:floor`]
    const lcp = median(p.map((s) => s.lcp))
    const floorLcp = median(f.map((s) => s.lcp))
    return `| ${url} | ${label} | ${ms(median(p.map((s) => s.fcp)))} | ${ms(lcp)} | ${ms(median(p.map((s) => s.hydrated)))} | ${ms(median(p.map((s) => s.live)))} | ${median(p.map((s) => s.kb)).toFixed(0)} | ${ms(median(f.map((s) => s.fcp)))} | ${ms(floorLcp)} | ${(lcp / floorLcp).toFixed(2)} |`
  }),
)
const table = [
  '| URL | host | FCP (ms) | LCP (ms) | hydrated (ms) | live (ms) | transferred (KB) | floor FCP (ms) | floor LCP (ms) | LCP / floor |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n')
const file =
  variants.length > 1
    ? `reports/performance-${variants.map((v) => v.name).join('-')}.md`
    : 'reports/performance.md'
mkdirSync('reports', { recursive: true })
writeFileSync(
  file,
  `# Real first paint and interactivity\n\nscripts/bench-real.mjs: Playwright + Chromium, ${profileText}, ` +
    `390 x 844 viewport, cold cache, ${ROUNDS} alternating rounds, medians, served by nginx with deploy/nginx.conf${variants.some((v) => !v.brotli) ? ' (gzip only: the same config with brotli_static off)' : ''}${variants.some((v) => v.tls) ? ' (HTTPS: the same config with its listen made ssl [http2], a self-signed P-256 certificate made for the run and trusted by Chromium by its key)' : ''}. "floor" is the same prerendered HTML (of the same build and host) with every ` +
    `script removed. "hydrated" is when React has hydrated and rendered once more with every control enabled (the layout sets data-hydrated once the whole page is live); "live" is the marker-independent check (header, h1 and the footer's last link hold React's fiber). "transferred" is every response's bytes on the wire (headers included) until hydrated + 0.5 s. ${new Date().toISOString().slice(0, 10)}, ${load}.\n\n${table}\n`,
)
console.log(`\n${table}\nwritten to ${file}`)

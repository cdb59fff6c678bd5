// npm run bench:nav — client-side navigation as a visitor feels it: the time from the click on a
// footer link to the new page's <h1> (in the DOM, and after the next frame is painted), on the
// production build in Playwright's Chromium. Two ways of arriving at the link:
//   preloaded: the pointer rests on the link first (the router preloads on intent) until the
//              network is quiet, then clicks;
//   cold:      the link is clicked straight away (the route's code and catalogues still to fetch).
// Each unthrottled and with bench:real's throttling (CDP: 150 ms RTT, 1.6 Mbps down, 4x CPU).
// A round opens /sv in a fresh browser context and follows the footer links below one after the
// other (each a page not visited before). Writes reports/navigation.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath, startPreview } from './preview-server.ts'

const start = '/sv'
const targets = ['/sv/producentansvar', '/sv/kontakt', '/sv/om-oss/traffa-teamet', '/sv/kalkylator']
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const server = await startPreview(Number(process.env.BENCH_PORT ?? 4392))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })

const throttle = async (cdp) => {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Resolves once no request has been in flight for `quiet` ms (the hover preload is done). Counts
 * only requests it saw start: one that began before the call may finish after it.
 */
function networkQuiet(page, quiet = 300) {
  const inFlight = new Set()
  let timer
  return new Promise((resolve, reject) => {
    const limit = setTimeout(
      () => reject(new Error(`network not quiet: ${[...inFlight].map((r) => r.url())}`)),
      30_000,
    )
    const check = () => {
      clearTimeout(timer)
      if (inFlight.size === 0) timer = setTimeout(done, quiet)
    }
    const done = () => {
      clearTimeout(limit)
      page.off('request', up).off('requestfinished', down).off('requestfailed', down)
      resolve()
    }
    const up = (request) => {
      inFlight.add(request)
      clearTimeout(timer)
    }
    const down = (request) => {
      if (inFlight.delete(request)) check()
    }
    page.on('request', up).on('requestfinished', down).on('requestfailed', down)
    check()
  })
}

async function round(throttled, preloaded) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  // A script has no test runner's timeouts: a step that cannot happen fails instead of hanging.
  page.setDefaultTimeout(30_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (throttled) await throttle(cdp)
  // Timestamps taken inside the page: the click as the document sees it, the new <h1> when React
  // commits it (a mutation observer runs right after the commit), and the frame after that.
  await page.addInitScript(() => {
    const nav = (window.__nav = { samples: [] })
    document.addEventListener(
      'click',
      (e) => {
        const a = e.target instanceof Element ? e.target.closest('footer a') : null
        if (!a) return
        nav.pending = {
          href: a.getAttribute('href'),
          clicked: performance.now(),
          oldH1: document.querySelector('h1'),
        }
      },
      true,
    )
    new MutationObserver(() => {
      const p = nav.pending
      const h1 = document.querySelector('h1')
      if (!p || location.pathname !== p.href || !h1 || h1 === p.oldH1) return
      nav.pending = undefined
      const sample = { href: p.href, dom: performance.now() - p.clicked }
      requestAnimationFrame(() =>
        setTimeout(() => {
          sample.painted = performance.now() - p.clicked
          nav.samples.push(sample)
        }),
      )
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${server.origin}${start}`, { waitUntil: 'load' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
  await networkQuiet(page)
  for (const [i, href] of targets.entries()) {
    const link = page.locator(`footer a[href="${href}"]`)
    await link.scrollIntoViewIfNeeded()
    if (preloaded) {
      const quiet = networkQuiet(page)
      await link.hover()
      await quiet
    }
    await link.click()
    await page.waitForFunction((n) => window.__nav.samples.length === n, i + 1, { timeout: 30_000 })
    await networkQuiet(page)
  }
  const samples = await page.evaluate(() => window.__nav.samples)
  await context.close()
  return samples
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const variants = [
  { name: 'unthrottled', throttled: false },
  { name: 'throttled', throttled: true },
].flatMap((v) => [
  { ...v, mode: 'preloaded', preloaded: true },
  { ...v, mode: 'cold', preloaded: false },
])
const results = variants.map((v) => ({ ...v, samples: [] }))
for (let r = 0; r < ROUNDS; r++) {
  for (const v of r % 2 ? [...results].reverse() : results) {
    v.samples.push(...(await round(v.throttled, v.preloaded)))
  }
  console.log(`round ${r + 1}/${ROUNDS} done`)
}
await browser.close()
await server.close()

const ms = (v) => `${Math.round(v)}`
const rows = results.map((v) => {
  const dom = v.samples.map((s) => s.dom)
  const painted = v.samples.map((s) => s.painted)
  return `| ${v.name} | ${v.mode} | ${ms(median(dom))} | ${ms(median(painted))} | ${ms(Math.min(...painted))}–${ms(Math.max(...painted))} |`
})
const perTarget = targets.map((href) => {
  const cells = results.map((v) =>
    ms(median(v.samples.filter((s) => s.href === href).map((s) => s.painted))),
  )
  return `| ${href} | ${cells.join(' | ')} |`
})
const table = [
  '| network / CPU | link | h1 in DOM (ms) | h1 painted (ms) | painted, min–max |',
  '|---|---|---:|---:|---:|',
  ...rows,
].join('\n')
const targetTable = [
  `| target (painted, ms) | ${results.map((v) => `${v.name} ${v.mode}`).join(' | ')} |`,
  `|---|${results.map(() => '---:').join('|')}|`,
  ...perTarget,
].join('\n')
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/navigation.md',
  `# Client-side navigation\n\nscripts/bench-nav.mjs: production build, Playwright + Chromium, 1280 x 800. Time from the ` +
    `click on a footer link to the new page's h1: in the DOM (React's commit) and painted (the next frame). A round opens ` +
    `${start} in a fresh context and follows ${targets.length} footer links in turn (${targets.join(', ')}). "preloaded": the ` +
    `pointer rests on the link until the router's intent preload is done; "cold": clicked at once. Throttled = bench:real's ` +
    `CDP throttling (150 ms RTT, 1.6 Mbps down, 4x CPU). ${ROUNDS} rounds, medians over all links. ` +
    `${new Date().toISOString().slice(0, 10)}.\n\n${table}\n\n${targetTable}\n`,
)
console.log(`\n${table}\n\n${targetTable}\nwritten to reports/navigation.md`)

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

/**
 * First-visit JavaScript budget (gzip KB), per URL: what the site reaches, with about a kilobyte
 * to spare, so that a page that grows is seen (the history of each figure is in
 * docs/performance.md):
 * - the home pages 129, the content pages 130: the code that every page runs (app chunk), and
 *   the page's first screen; the sections below it hydrate when they scroll into view
 *   (hydrateWhenVisible), the API guide's copy button when the visitor turns to it
 *   (hydrateOnInteraction), their code not in the first load (so the API guide needs no budget
 *   of its own);
 * - the form pages (login, register, support) 143: a form page's rules ship with it (useSiteForm
 *   validates synchronously);
 * - the calculator 147: its form and its rules, while the figures come with its first result;
 * - the translation editor 221: its table, outdated marks, suggestions and history.
 *
 * Measured on the page sweep's own first load of each URL (page-sweep.spec.ts): the HTTP cache
 * off and the site's storage cleared, so every script comes over the network as on a first
 * visit, at 1280 x 900 without scrolling. Each test writes its row; the run's teardown
 * (js-budget-report.ts) puts them in reports/js-budget.md.
 *
 * Beside it, the bytes as served: the host sends every script brotli-compressed (the build's
 * .br files, deploy/nginx.conf), ~13 % under gzip -9. The budgets stay on gzip -9: it is what any
 * host sends (a CDN without brotli, a proxy that recompresses), it is the figure every earlier
 * report and budget decision used, and it does not move with the host's settings.
 */
const budgetFor = (url: string) =>
  url === '/sv' || url === '/en'
    ? 129
    : /\/(oversattningar|translations)$/.test(url)
      ? 221
      : /\/(kalkylator|calculator)$/.test(url)
        ? 147
        : /\/(logga-in|login|registrera|register|support)$/.test(url)
          ? 143
          : 130

// The editor starts its mock API (MSW) from the route on purpose: that chunk is a dynamic import.
const startsMoreFromTheRoute = (url: string) => /\/(oversattningar|translations)$/.test(url)

export interface BudgetRow {
  url: string
  /** The page's catalogue namespace: its page group in the report. */
  group: string
  /** Position in allPublicPaths(), and how many there are: the report's order and completeness. */
  order: number
  of: number
  files: number
  /** gzip level 9 of every script (the budget's measure). */
  kb: number
  /** The scripts' bodies as the host sent them (brotli), from the browser's own byte count. */
  servedKb: number
  budget: number
}

const ROWS_DIR = join('test-results', 'js-budget')

/**
 * Records every script the page loads from now on: its gzip size (level 9), and its body's size
 * and encoding as served.
 */
export function recordScripts(page: Page) {
  const sizes = new Map<string, number>()
  const served = new Map<string, { bytes: number; encoding: string }>()
  const reading: Promise<void>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    const encoding = response.headers()['content-encoding'] ?? 'identity'
    reading.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, { responseBodySize }]) => {
          sizes.set(response.url(), gzipSync(body, { level: 9 }).length)
          served.set(response.url(), { bytes: responseBodySize, encoding })
        },
        () => {}, // the page went away before the body was read
      ),
    )
  }
  page.on('response', onResponse)
  /**
   * Stops recording (call once the page has hydrated and the network is idle) and returns the
   * visit's row, the scripts it loaded that its HTML did not list (each costs a round trip
   * after the app discovers it: scripts/lib/page-preloads.ts lists them at build time) and the
   * scripts the host did not send brotli-compressed.
   */
  return async (
    url: string,
    html: string,
    position: { order: number; of: number; group: string },
  ) => {
    page.off('response', onResponse)
    await Promise.all(reading)
    const listed = new Set(
      [
        ...html.matchAll(/<(?:script\b[^>]*\ssrc|link rel="modulepreload"[^>]*href)="([^"]+)"/g),
      ].map((m) => new URL(m[1]!, page.url()).href),
    )
    const unannounced = startsMoreFromTheRoute(url)
      ? []
      : [...sizes.keys()].filter((script) => !listed.has(script))
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
    const row: BudgetRow = {
      url,
      ...position,
      files: sizes.size,
      kb: kb(sum([...sizes.values()])),
      servedKb: kb(sum([...served.values()].map((s) => s.bytes))),
      budget: budgetFor(url),
    }
    const notBrotli = [...served]
      .filter(([, s]) => s.encoding !== 'br')
      .map(([script, s]) => `${script} (${s.encoding})`)
    mkdirSync(ROWS_DIR, { recursive: true })
    writeFileSync(join(ROWS_DIR, `${position.order}.json`), JSON.stringify(row))
    return { row, unannounced, notBrotli }
  }
}

/** The rows this run wrote, in page order. */
export function readRows(): BudgetRow[] {
  let files: string[]
  try {
    files = readdirSync(ROWS_DIR)
  } catch {
    return []
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(ROWS_DIR, file), 'utf8')) as BudgetRow)
    .sort((a, b) => a.order - b.order)
}

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

/**
 * First-visit JavaScript budget (gzip KB), per URL, as the quality-gates issue sets it: 135 for
 * the home pages, 250 for the translation editor, 150 for every other page. Every form's zod
 * schema is fetched once the visitor starts on it (useSiteForm), and the calculator's figures with
 * its first result, not on the first visit.
 *
 * Measured on the page sweep's own first load of each URL (pages.spec.ts): a fresh browser
 * context, so a cold cache like a first visit. Each test writes its row; the run's teardown
 * (js-budget-report.ts) puts them in reports/js-budget.md.
 */
const budgetFor = (url: string) =>
  url === '/sv' || url === '/en' ? 135 : /\/(oversattningar|translations)$/.test(url) ? 250 : 150

// The editor starts its mock API (MSW) from the route on purpose: that chunk is a dynamic import.
const startsMoreFromTheRoute = (url: string) => /\/(oversattningar|translations)$/.test(url)

export interface BudgetRow {
  url: string
  /** Position in allPublicPaths(), and how many there are: the report's order and completeness. */
  order: number
  of: number
  files: number
  kb: number
  budget: number
}

const ROWS_DIR = join('test-results', 'js-budget')

/** Records the gzip size (level 9) of every script the page loads from now on. */
export function recordScripts(page: Page) {
  const sizes = new Map<string, number>()
  const reading: Promise<void>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    reading.push(
      response.body().then(
        (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => {}, // the page went away before the body was read
      ),
    )
  }
  page.on('response', onResponse)
  /**
   * Stops recording (call once the page has hydrated and the network is idle) and returns the
   * visit's row and the scripts it loaded that its HTML did not list: each costs a round trip
   * after the app discovers it (scripts/lib/page-preloads.ts lists them at build time).
   */
  return async (url: string, html: string, position: { order: number; of: number }) => {
    page.off('response', onResponse)
    await Promise.all(reading)
    const listed = new Set(
      [
        ...html.matchAll(
          /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
        ),
      ].map((m) => new URL(m[1]!, page.url()).href),
    )
    const unannounced = startsMoreFromTheRoute(url)
      ? []
      : [...sizes.keys()].filter((script) => !listed.has(script))
    const bytes = [...sizes.values()].reduce((a, b) => a + b, 0)
    const row: BudgetRow = {
      url,
      ...position,
      files: sizes.size,
      kb: Math.round(bytes / 102.4) / 10,
      budget: budgetFor(url),
    }
    mkdirSync(ROWS_DIR, { recursive: true })
    writeFileSync(join(ROWS_DIR, `${position.order}.json`), JSON.stringify(row))
    return { row, unannounced }
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

import { mkdirSync, writeFileSync } from 'node:fs'
import { readRows } from './first-visit-js'

/**
 * Playwright's global teardown: the page sweep measured every URL's first-visit JavaScript (and
 * failed any page over its budget); this writes the table, when the run measured every URL.
 */
export default function writeJsBudgetReport() {
  const rows = readRows()
  if (rows.length === 0 || rows.length !== rows[0]!.of) return // a partial run: keep the report
  const table = [
    '| URL | scripts | JS gzip (KB) | budget (KB) |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.url} | ${r.files} | ${r.kb.toFixed(1)} | ${r.budget} |`),
  ].join('\n')
  console.log(
    `\nFirst-visit JavaScript (gzip level 9, all scripts until hydrated and idle):\n${table}\n`,
  )
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/js-budget.md',
    `# First-visit JavaScript per URL\n\nMeasured by the page sweep (tests/e2e/pages.spec.ts, part of npm test) on each URL's first, cold load: every script response until the page has hydrated and the network is idle, gzip level 9.\n\n${table}\n`,
  )
}

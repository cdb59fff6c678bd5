import { mkdirSync, writeFileSync } from 'node:fs'
import { readRows, type BudgetRow } from './first-visit-js'

/**
 * Playwright's global teardown: the page sweep measured every URL's first-visit JavaScript (and
 * failed any page over its budget); this writes the table, when the run measured every URL.
 */
export default function writeJsBudgetReport() {
  const rows = readRows()
  if (rows.length === 0 || rows.length !== rows[0]!.of) return // a partial run: keep the report
  const table = [
    '| URL | scripts | JS gzip -9 (KB) | JS brotli as served (KB) | budget (KB, gzip) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.url} | ${r.files} | ${r.kb.toFixed(1)} | ${r.servedKb.toFixed(1)} | ${r.budget} |`,
    ),
  ].join('\n')
  const groups = new Map<string, BudgetRow[]>()
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row])
  const range = (xs: number[]) => {
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)]
    return lo === hi ? lo.toFixed(1) : `${lo.toFixed(1)}–${hi.toFixed(1)}`
  }
  const byGroup = [
    '| page group | URLs | JS gzip -9 (KB) | JS brotli as served (KB) |',
    '|---|---:|---:|---:|',
    ...[...groups].map(
      ([group, rs]) =>
        `| ${group} | ${rs.length} | ${range(rs.map((r) => r.kb))} | ${range(rs.map((r) => r.servedKb))} |`,
    ),
  ].join('\n')
  console.log(
    `\nFirst-visit JavaScript (gzip level 9, and brotli as nginx served it; all scripts until hydrated and idle):\n${table}\n\n${byGroup}\n`,
  )
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/js-budget.md',
    `# First-visit JavaScript per URL\n\nMeasured by the page sweep (tests/e2e/page-sweep.spec.ts, part of npm test) on each URL's first, cold load from the production host (nginx with deploy/nginx.conf): every script response until the page has hydrated and the network is idle. "gzip -9" compresses each script's body (the budget's measure); "brotli as served" is the body's size on the wire, as the browser counted it (every script arrives brotli-compressed, quality 11, from the build's .br files).\n\n${table}\n\nPer page group (the page's catalogue namespace), both languages:\n\n${byGroup}\n`,
  )
}

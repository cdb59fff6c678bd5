// The e2e run's timeline from Playwright's JSON report: how long the servers took before the first
// test, each worker lane's busy time and when it ended, each project's test-seconds, and the specs
// that cost the most. `npm test` prints it under the steps' summary, so a slower machine shows
// whether its e2e time went into one lane (a serial project, a long spec at the end) or into
// every lane alike (then more workers or cheaper tests are the cut, not reordering).
// By hand: node scripts/lib/e2e-lanes.mjs test-results/e2e-report.json
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Every result of the report, with its spec's file and its project's name. */
function results(report) {
  const out = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          out.push({ file: spec.file, project: test.projectName, ...result })
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return out
}

const s = (ms) => (ms / 1000).toFixed(1).padStart(7)

/** The timeline as lines of text. */
export function lanes(report) {
  const all = results(report).filter((r) => r.status !== 'skipped')
  if (all.length === 0) return []
  const t0 = Date.parse(report.stats.startTime)
  const start = (r) => Date.parse(r.startTime) - t0
  const end = (r) => start(r) + r.duration
  const lines = [
    `e2e timeline (seconds from Playwright's start; ${all.length} results):`,
    `  servers up, first test starts ${s(Math.min(...all.map(start)))}`,
    `  last test ends                ${s(Math.max(...all.map(end)))}`,
  ]
  // A worker lane is one parallelIndex: its processes run one after another.
  const byLane = Map.groupBy(all, (r) => r.parallelIndex)
  lines.push(`  ${'lane'.padEnd(28)} ${'busy'.padStart(7)} ${'ends'.padStart(7)}  projects`)
  for (const [lane, rs] of [...byLane].sort((a, b) => a[0] - b[0])) {
    const busy = rs.reduce((sum, r) => sum + r.duration, 0)
    const projects = [...new Set(rs.map((r) => r.project))].join(', ')
    lines.push(
      `  ${`worker ${lane}`.padEnd(28)} ${s(busy)} ${s(Math.max(...rs.map(end)))}  ${projects}`,
    )
  }
  lines.push(`  ${'project'.padEnd(28)} ${'tests'.padStart(7)} ${'test-s'.padStart(7)}   ends`)
  for (const [project, rs] of Map.groupBy(all, (r) => r.project)) {
    const busy = rs.reduce((sum, r) => sum + r.duration, 0)
    lines.push(
      `  ${project.padEnd(28)} ${String(rs.length).padStart(7)} ${s(busy)} ${s(Math.max(...rs.map(end)))}`,
    )
  }
  const bySpec = [...Map.groupBy(all, (r) => `${r.project} ${r.file}`)]
    .map(([spec, rs]) => [
      spec.replace(/ (\.\.\/)+/, ' '),
      rs.reduce((sum, r) => sum + r.duration, 0),
      rs.length,
    ])
    .sort((a, b) => b[1] - a[1])
  lines.push(`  costliest specs (test-seconds, tests):`)
  for (const [spec, busy, n] of bySpec.slice(0, 8))
    lines.push(`  ${s(busy)} ${String(n).padStart(4)}  ${spec}`)
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
  console.log(lanes(report).join('\n'))
}

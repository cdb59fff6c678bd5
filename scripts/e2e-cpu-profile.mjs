// `node scripts/e2e-cpu-profile.mjs [playwright test arguments]`: where the e2e suite's CPU goes.
// Runs `playwright test` with one worker inside a cgroup of its own (root, Linux), so every process
// of the run is counted, the browsers and servers that leave Playwright's process tree included, and
// prints the CPU-seconds per project, per spec file and the costliest tests, beside the servers'
// start-up, the time between tests (worker and browser start-ups), and per kind of process.
// Not part of `npm test`: a measuring tool (docs/performance.md, "Where the e2e suite's CPU goes,
// per spec"). Needs the production build (`npm run build`) like the suite; set PW_PORT and
// PW_DEV_PORT as for any run. E2E_CPU_JSON keeps the raw figures in a file.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCgroup, readCgroupCpu } from './lib/cgroup-cpu.mjs'

const here = import.meta.dirname
const group = createCgroup(`e2e-cpu-profile-${process.pid}`)
const scratch = mkdtempSync(join(tmpdir(), 'e2e-cpu-'))
const out = join(scratch, 'profile.json')

const start = { cpu: readCgroupCpu(group), at: Date.now() }
const args = [
  'playwright',
  'test',
  '--workers=1',
  `--reporter=dot,${join(here, 'lib/e2e-cpu-reporter.mjs')}`,
  ...process.argv.slice(2),
]
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, E2E_CPU_CGROUP: JSON.stringify(group), E2E_CPU_OUT: out },
})
process.on('SIGINT', () => {})
const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
// Let the processes Playwright did not wait for (Chromium's zygote, the servers) finish exiting.
await new Promise((resolve) => setTimeout(resolve, 2000))
const stop = { cpu: readCgroupCpu(group), at: Date.now() }
group.remove()

let profile
try {
  profile = JSON.parse(readFileSync(out, 'utf8'))
} catch {
  console.error('e2e-cpu-profile: the run wrote no profile')
  process.exit(status || 1)
}
if (process.env.E2E_CPU_JSON) writeFileSync(process.env.E2E_CPU_JSON, JSON.stringify(profile))
rmSync(scratch, { recursive: true, force: true })
report(profile, start, stop)
process.exit(status)

function report({ marks, tests, byKind }, start, stop) {
  const s = (x) => x.toFixed(1)
  const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0)
  const table = (title, rows) => {
    const width = Math.max(title.length, ...rows.map((r) => r[0].length))
    console.log(`\n${title.padEnd(width)} | tests | CPU-s | wall (s) | CPU-s a test`)
    for (const [name, n, cpu, wall] of rows)
      console.log(
        `${name.padEnd(width)} | ${String(n).padStart(5)} | ${s(cpu).padStart(5)} | ${s(wall).padStart(8)} | ${(cpu / n).toFixed(2).padStart(5)}`,
      )
  }
  const grouped = (key) => {
    const m = new Map()
    for (const t of tests) m.set(key(t), [...(m.get(key(t)) ?? []), t])
    return [...m]
      .map(([name, ts]) => [name, ts.length, sum(ts, (t) => t.cpu), sum(ts, (t) => t.wall)])
      .sort((a, b) => b[2] - a[2])
  }
  table(
    'project',
    grouped((t) => t.project),
  )
  table(
    'spec file (project)',
    grouped((t) => `${t.file} (${t.project})`),
  )
  console.log('\ncostliest tests (CPU-s, wall s):')
  for (const t of [...tests].sort((a, b) => b.cpu - a.cpu).slice(0, 20))
    console.log(`  ${s(t.cpu).padStart(5)} ${s(t.wall).padStart(6)}  ${t.file} › ${t.title}`)

  const projects = [...new Set(Object.values(byKind).flatMap((row) => Object.keys(row)))]
  const kinds = Object.entries(byKind)
    .map(([kind, row]) => [kind, sum(Object.values(row), (x) => x), row])
    .sort((a, b) => b[1] - a[1])
  const kindWidth = Math.max(...kinds.map(([k]) => k.length), 4)
  console.log(
    `\nCPU-s per kind of process (sampled) | total | ${projects.join(' | ')}\n${kinds
      .map(
        ([kind, all, row]) =>
          `${kind.padEnd(kindWidth)} | ${s(all).padStart(5)} | ${projects.map((p) => s(row[p] ?? 0).padStart(p.length)).join(' | ')}`,
      )
      .join('\n')}`,
  )

  const inTests = sum(tests, (t) => t.cpu)
  const between = sum(tests, (t) => t.gapBefore)
  const total = stop.cpu - start.cpu
  console.log(`
the run in its cgroup: ${s(total)} CPU-s over ${s((stop.at - start.at) / 1000)} s of wall
  before the first test (config, the web servers' start-up): ${s(marks.begin.cpu - start.cpu)}
  in the ${tests.length} tests: ${s(inTests)}
  between tests (worker start-ups, browser launches): ${s(between)}
  after the last test (workers' exit, global teardown, servers' stop): ${s(total - (marks.begin.cpu - start.cpu) - inTests - between)}
load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)
}

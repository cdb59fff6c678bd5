// `npm test`: every check. The build comes first; the e2e suite, which needs it, starts as soon as
// it is done, while the other checks (independent of everything, mostly single-threaded: tsc,
// eslint, prettier, knip) run one after another beside it, each step's output printed whole when it
// ends. Why beside and not before: the e2e suite also waits (held requests, throttled links, the
// dev server's file watching), so beside it the checks fill those gaps instead of adding their
// time to the run's length (docs/testing.md). A red run ends with every step's
// time and the failing step's output again, so the reason is the last thing on the screen, not
// somewhere above the suite's output. Each step's CPU time (its process tree:
// scripts/lib/cpu-time.mjs) stands beside its wall time, so a slower machine shows where its time
// went, and under them the whole machine's busy CPU time (scripts/lib/machine-cpu.mjs), which
// counts the e2e step's browsers and servers that the step's own figure misses: near 100 % the run
// is computing and only less CPU shortens it, far below it the run is waiting.
// Under them stands the e2e run's timeline (scripts/lib/e2e-lanes.mjs): whether its wall time went
// into one lane or into all of them alike.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lanes } from './lib/e2e-lanes.mjs'
import { machineCpu } from './lib/machine-cpu.mjs'

const cpuTime = fileURLToPath(new URL('./lib/cpu-time.mjs', import.meta.url))
// A tool of the workspace by its own command (node_modules/.bin), not through `npx`, which loads
// npm first: CPU on a machine the run keeps busy (docs/performance.md).
const bin = (name) =>
  fileURLToPath(
    new URL(
      `../node_modules/.bin/${name}${process.platform === 'win32' ? '.cmd' : ''}`,
      import.meta.url,
    ),
  )

const build = ['production build + prerender', 'npm', ['run', 'build']]
// Longest first: the checks queue behind one another, and the last one should end before the
// e2e suite does.
const checks = [
  // Layers and cycles too (import-x, eslint.config.js). With ESLint's cache (`npm run lint`): a run
  // after the first relints only the files whose content changed. A fresh clone (CI) has no cache
  // and lints everything; a type-aware finding in an unchanged file that only another file's types
  // caused can hide behind the cache until that file changes (rm -r node_modules/.cache/eslint).
  ['lint', 'npm', ['run', '--silent', 'lint', '--', '--max-warnings=0']],
  ['unit tests', bin('vitest'), ['run']],
  // Each type world of the site and of the editor package (browser, Node, tests), one `tsc -b` on
  // one thread (package.json; docs/testing.md says why).
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // Prettier's cache: a file whose content it has already checked is not formatted again.
  ['formatting', bin('prettier'), ['--check', '.', '--cache', '--cache-strategy', 'content']],
  ['catalogues', bin('tsx'), ['scripts/check-catalogs.ts']],
  // The production host's config as shipped (deploy/nginx.conf); the e2e suite then runs on it.
  ['nginx -t', bin('tsx'), ['scripts/preview.mjs', '--check']],
  // Unused files, exports and dependencies (knip.config.ts).
  ['unused code', bin('knip'), []],
  // The lock must install on a clean clone (CI runs `npm ci`). The registry mirror here 404s
  // non-Linux native bindings, and npm then silently leaves them out of the lock.
  ['lockfile in sync', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
]
// Playwright's JSON report of the e2e step (playwright.config.ts writes it where PW_JSON_REPORT
// says), for the timeline under the summary.
const e2eReport = fileURLToPath(new URL('../test-results/e2e-report.json', import.meta.url))
const e2e = [
  'e2e + axe (Playwright, Chromium)',
  bin('playwright'),
  ['test'],
  { PW_JSON_REPORT: e2eReport },
]

/** [name, seconds, cpu, status, output] of every step that ran, in the order they ended. */
const steps = []
const started = Date.now()
// The whole machine's CPU over the run and over the e2e step (scripts/lib/machine-cpu.mjs).
const machine = { run: machineCpu(), e2e: null }

/**
 * Runs one step (with `env` added to the environment); `buffered` collects its output and prints
 * it in one piece when it ends.
 */
function run([name, cmd, args, env = {}], buffered) {
  const t0 = Date.now()
  const line = `${isAbsolute(cmd) ? relative(process.cwd(), cmd) : cmd} ${args.join(' ')}`
  if (!buffered) console.log(`\n=== ${name}: ${line}`)
  return new Promise((resolve) => {
    const io = buffered ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit']
    const child = spawn(process.execPath, [cpuTime, cmd, ...args], {
      stdio: [...io, 'pipe'],
      env: { ...process.env, ...env },
    })
    let out = ''
    let report = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr?.on('data', (d) => (out += d))
    child.stdio[3].on('data', (d) => (report += d))
    child.on('close', (status) => {
      const cpu = report ? JSON.parse(report).cpu : null
      const step = { name, seconds: (Date.now() - t0) / 1000, cpu, status, out: out.trimEnd() }
      steps.push(step)
      if (buffered) console.log(`\n=== ${name}: ${line}\n${step.out}`)
      resolve(step)
    })
  })
}

const seconds = (s) => (s === null ? '–' : s.toFixed(1)).padStart(7)

function summary() {
  const total = (Date.now() - started) / 1000
  const cpus = steps.map((s) => s.cpu)
  const cpu = cpus.includes(null) ? null : cpus.reduce((a, b) => a + b, 0)
  console.log(`\nSteps (seconds; CPU: user + system of the step's processes):`)
  console.log(`  ${'step'.padEnd(36)} ${'wall'.padStart(7)} ${'CPU'.padStart(7)}`)
  for (const step of steps)
    console.log(
      `  ${step.name.padEnd(36)} ${seconds(step.seconds)} ${seconds(step.cpu)}  ${step.status === 0 ? 'ok' : 'FAILED'}`,
    )
  console.log(`  ${'total'.padEnd(36)} ${seconds(total)} ${seconds(cpu)}`)
  // The steps' CPU leaves out the e2e step's browsers and servers; the machine's misses nothing.
  for (const [what, used] of [
    ['the whole run', machine.run()],
    ['while the e2e suite ran', machine.e2e],
  ])
    if (used)
      console.log(
        `  machine, ${what}: ${used.busy.toFixed(0)} of ${used.available.toFixed(0)} CPU-seconds busy (${Math.round((100 * used.busy) / used.available)} %, every process on it)`,
      )
  // Where the e2e step's wall time went (scripts/lib/e2e-lanes.mjs).
  if (steps.some((s) => s.name === e2e[0]) && existsSync(e2eReport))
    console.log(`\n${lanes(JSON.parse(readFileSync(e2eReport, 'utf8'))).join('\n')}`)
}

function fail(failed) {
  // The e2e suite streamed its output (Playwright's own summary of the failures ends it); a
  // buffered step's output is printed again here, under the timings.
  for (const step of failed.filter((s) => s.out))
    console.error(`\n=== ${step.name} (failed):\n${step.out}`)
  summary()
  console.error(`\n✗ ${failed.map((s) => `${s.name} (exit ${s.status})`).join(', ')} failed`)
  process.exit(failed[0]?.status || 1)
}

const checking = (async () => {
  for (const step of checks) await run(step, true)
})()
const built = await run(build, true)
if (built.status === 0) {
  const during = machineCpu()
  await run(e2e, false)
  machine.e2e = during()
}
await checking
const failed = steps.filter((s) => s.status !== 0)
if (failed.length > 0) fail(failed)
summary()
console.log('\nAll checks passed.')

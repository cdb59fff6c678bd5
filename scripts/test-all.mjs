// `npm test`: every check. Everything before the e2e suite is independent of everything else there
// and mostly single-threaded (tsc, eslint, prettier, knip), so it runs two at a time on the
// machine's two cores, longest first, each step's output printed whole when it ends; the e2e suite
// (which needs the build) follows alone, since Chromium keeps both cores busy by itself. A red run
// ends with every step's time and the failing step's output again, so the reason is the last
// thing on the screen, not somewhere above a lane's other output.
import { spawn } from 'node:child_process'

// Longest first (seconds on this machine: lint 42, unit 30, typecheck 18, build 18, the rest
// under 8), so the two lanes below end close together.
const parallelSteps = [
  // Layers and cycles too (import-x, eslint.config.js).
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['production build + prerender', 'npm', ['run', 'build']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['catalogues', 'npx', ['tsx', 'scripts/check-catalogs.ts']],
  // The production host's config as shipped (deploy/nginx.conf); the e2e suite then runs on it.
  ['nginx -t', 'npx', ['tsx', 'scripts/preview.mjs', '--check']],
  // Unused files, exports and dependencies (knip.config.ts).
  ['unused code', 'npx', ['knip']],
  // The lock must install on a clean clone (CI runs `npm ci`). The registry mirror here 404s
  // non-Linux native bindings, and npm then silently leaves them out of the lock.
  ['lockfile in sync', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
]
const e2e = ['e2e + axe (Playwright, Chromium)', 'npx', ['playwright', 'test']]

/** [name, seconds, status, output] of every step that ran, in the order they ended. */
const steps = []
const started = Date.now()

/** Runs one step; `buffered` collects its output and prints it in one piece when it ends. */
function run([name, cmd, args], buffered) {
  const t0 = Date.now()
  if (!buffered) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let out = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr?.on('data', (d) => (out += d))
    child.on('close', (status) => {
      const step = { name, seconds: (Date.now() - t0) / 1000, status, out: out.trimEnd() }
      steps.push(step)
      if (buffered) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${step.out}`)
      resolve(step)
    })
  })
}

function summary() {
  const total = ((Date.now() - started) / 1000).toFixed(1)
  console.log('\nSteps (seconds):')
  for (const { name, seconds, status } of steps)
    console.log(
      `  ${name.padEnd(36)} ${seconds.toFixed(1).padStart(6)}  ${status === 0 ? 'ok' : 'FAILED'}`,
    )
  console.log(`  ${'total'.padEnd(36)} ${total.padStart(6)}`)
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

// Two at a time: the machine this runs on has two cores.
const queue = [...parallelSteps]
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step, true)
  }),
)
const failed = steps.filter((s) => s.status !== 0)
if (failed.length > 0) fail(failed)
const result = await run(e2e, false)
if (result.status !== 0) fail([result])
summary()
console.log('\nAll checks passed.')

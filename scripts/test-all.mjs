// `npm test`: every check, stopping at the first failure. Everything before the e2e suite is
// independent of everything else there and mostly single-threaded (tsc, eslint, prettier, knip),
// so it runs two at a time on the machine's two cores, longest first, each step's output printed
// whole when it ends; the e2e suite (which needs the build) follows alone, since Chromium keeps
// both cores busy by itself.
import { spawn } from 'node:child_process'

// Longest first (seconds on this machine: lint 42, typecheck 18, unit 25, build 18, the rest
// under 8), so the two lanes below end close together.
const parallelSteps = [
  // Layers and cycles too (import-x, eslint.config.js).
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit tests', 'npx', ['vitest', 'run']],
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

const timings = []
const started = Date.now()

/** Runs one step; `buffered` collects its output and prints it in one piece at the end. */
function run([name, cmd, args], buffered) {
  const t0 = Date.now()
  if (!buffered) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let out = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr?.on('data', (d) => (out += d))
    child.on('close', (status) => {
      timings.push([name, ((Date.now() - t0) / 1000).toFixed(1)])
      if (buffered) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out.trimEnd()}`)
      resolve({ name, status })
    })
  })
}

function fail({ name, status }) {
  console.error(`\n✗ ${name} failed (exit ${status})`)
  process.exit(status ?? 1)
}

// Two at a time: the machine this runs on has two cores.
const queue = [...parallelSteps]
const results = []
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, true))
  }),
)
const failed = results.find((r) => r.status !== 0)
if (failed) fail(failed)
const result = await run(e2e, false)
if (result.status !== 0) fail(result)
console.log('\nAll checks passed:')
for (const [name, s] of timings) console.log(`  ${name.padEnd(36)} ${s} s`)
console.log(`  ${'total'.padEnd(36)} ${((Date.now() - started) / 1000).toFixed(1)} s`)

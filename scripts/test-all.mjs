// `npm test`: every check. The build comes first; the e2e suite, which needs it, starts as soon as
// it is done, while the other checks (independent of everything, mostly single-threaded: tsc,
// eslint, prettier, knip) run one after another beside it, each step's output printed whole when it
// ends. Why beside and not before: the e2e suite waits more than it computes (held requests,
// throttled links, the dev server's file watching): on a fresh clone of 2026-11-26 it used about a
// third of the two cores' time (~180 CPU-seconds in 303 s), and the checks run before it took
// 88 s of the 392 s. A red run ends with every step's time and the failing step's output again, so
// the reason is the last thing on the screen, not somewhere above the suite's output.
import { spawn } from 'node:child_process'

const build = ['production build + prerender', 'npm', ['run', 'build']]
// Longest first (seconds on this machine: lint 54, unit 52, typecheck 21 for the site alone, the
// rest under 12).
const checks = [
  // Layers and cycles too (import-x, eslint.config.js).
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run']],
  // The site's, then each part of the editor package's (browser, Node, tests: package.json).
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
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

const checking = (async () => {
  for (const step of checks) await run(step, true)
})()
const built = await run(build, true)
if (built.status === 0) await run(e2e, false)
await checking
const failed = steps.filter((s) => s.status !== 0)
if (failed.length > 0) fail(failed)
summary()
console.log('\nAll checks passed.')

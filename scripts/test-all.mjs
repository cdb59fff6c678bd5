// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  // The lock must install on a clean clone (CI runs `npm ci`). The registry mirror here 404s
  // non-Linux native bindings, and npm then silently leaves them out of the lock.
  ['lockfile in sync', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  // Layers and cycles too (import-x, eslint.config.js).
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // Unused files, exports and dependencies (knip.config.ts).
  ['unused code', 'npx', ['knip']],
  ['catalogues', 'node', ['scripts/check-catalogs.mjs']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['production build + prerender', 'npm', ['run', 'build']],
  ['e2e + axe (Playwright, Chromium)', 'npx', ['playwright', 'test']],
]

const timings = []
const started = Date.now()
for (const [name, cmd, args] of steps) {
  const t0 = Date.now()
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' })
  timings.push([name, ((Date.now() - t0) / 1000).toFixed(1)])
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`)
    process.exit(status ?? 1)
  }
}
console.log('\nAll checks passed:')
for (const [name, s] of timings) console.log(`  ${name.padEnd(36)} ${s} s`)
console.log(`  ${'total'.padEnd(36)} ${((Date.now() - started) / 1000).toFixed(1)} s`)

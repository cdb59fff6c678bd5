// `npm run test:repeat`: the e2e specs whose subject is timing (typing and pressing Enter before
// hydration, URL writes and scrolling, saves racing other tabs and other writers) run several times
// in a row on a fresh production build, to prove that they pass every time, not once. `retries`
// stays 0 (playwright.config.ts): one red run of the N is a defect to find, not noise.
// REPEAT (default 3) sets the count; extra arguments go to Playwright (e.g. `-- --project=editor-dev`).
import { spawnSync } from 'node:child_process'

const repeat = Number(process.env.REPEAT ?? 3)
// calculator*, forms* (hydration included), editor* (the built editor, the dev server's editor and
// in-context editing).
const specs = ['calculator', 'forms', 'editor']

const started = Date.now()
const step = (cmd, args) => {
  console.log(`\n=== ${cmd} ${args.join(' ')}`)
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
step('npm', ['run', 'build'])
step('npx', ['playwright', 'test', ...specs, `--repeat-each=${repeat}`, ...process.argv.slice(2)])
console.log(
  `\n${specs.join(', ')} specs, each ${repeat}×: green in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)

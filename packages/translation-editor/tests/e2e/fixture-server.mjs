// The second app's dev server (projects.ts, `editor-app`): tests/fixture-app, a minimal Lingui +
// React + Vite app that knows nothing of the site, copied to a throwaway folder (APP_E2E_DIR)
// because the editor's saves write its catalogues and code. Its node_modules is a folder of links
// to the workspace's installed packages, so that Vite's dependency cache (node_modules/.vite, the
// default, as an app leaves it) is the copy's own: another checkout's dev server sharing the
// workspace's node_modules/.vite would rewrite the bundled dependencies under this one's page. The
// cache stays a node_modules path, which the React plugin's Babel pass skips (elsewhere it ran over
// every bundled dependency, react-dom too, on the cold first page).
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.env.APP_E2E_DIR
const port = process.env.APP_E2E_PORT
if (!dir || !port) throw new Error('APP_E2E_DIR and APP_E2E_PORT must be set')
const root = new URL('../../../../', import.meta.url).pathname

rmSync(dir, { recursive: true, force: true })
mkdirSync(join(dir, 'node_modules'), { recursive: true })
cpSync(new URL('../fixture-app', import.meta.url).pathname, dir, { recursive: true })
for (const entry of readdirSync(join(root, 'node_modules'))) {
  if (entry === '.vite' || entry === '.cache') continue
  symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry))
}
// The dependency cache beside the copy, kept from run to run: a cold one makes the first page wait
// for the dependencies' bundling, and reload once they are in.
const cache = `${dir}-vite-cache/node_modules/.vite`
mkdirSync(cache, { recursive: true })
symlinkSync(cache, join(dir, 'node_modules/.vite'))

const vite = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['--host', '127.0.0.1', '--port', port, '--strictPort'],
  { cwd: dir, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))

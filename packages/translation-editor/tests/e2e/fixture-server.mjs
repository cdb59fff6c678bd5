// The second app's dev server (projects.ts, `editor-app`): tests/fixture-app, a minimal Lingui +
// React + Vite app that knows nothing of the site, copied to a throwaway folder (APP_E2E_DIR)
// because the editor's saves write its catalogues and code. Its node_modules is the workspace's.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.env.APP_E2E_DIR
const port = process.env.APP_E2E_PORT
if (!dir || !port) throw new Error('APP_E2E_DIR and APP_E2E_PORT must be set')
const root = new URL('../../../../', import.meta.url).pathname

rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
cpSync(new URL('../fixture-app', import.meta.url).pathname, dir, { recursive: true })
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
// Vite's dependency cache (the app's `.vite-cache`) beside the copy, kept from run to run: a cold
// one makes the first page wait for the dependencies' bundling, and reload once they are in.
mkdirSync(`${dir}-vite-cache`, { recursive: true })
symlinkSync(`${dir}-vite-cache`, join(dir, '.vite-cache'))

const vite = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['--host', '127.0.0.1', '--port', port, '--strictPort'],
  { cwd: dir, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))

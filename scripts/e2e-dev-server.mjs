// The dev-server e2e project's web server (playwright.config.ts): `npm start`'s Vite on a fresh
// copy of locales/ (CIRKLA_LOCALES_DIR, read by the translation API, the app's catalogue imports
// and lingui.config.ts), so the editor's saves in the tests never touch the repository.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'

const dir = process.env.CIRKLA_LOCALES_DIR
const port = process.env.PW_DEV_PORT
if (!dir || !port) throw new Error('CIRKLA_LOCALES_DIR and PW_DEV_PORT must be set')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
cpSync(new URL('../locales', import.meta.url).pathname, dir, { recursive: true })

const vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))

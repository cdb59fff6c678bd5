// The dev-server e2e project's web server (playwright.config.ts): `npm start`'s Vite on a throwaway
// copy of the repository (CIRKLA_E2E_REPO), because the translation editor's saves write the
// catalogues and, for Swedish, the source code. The copy holds what the dev server, `lingui
// extract`, the catalogue check and prettier read; node_modules and the generated styled-system/
// are links (read-only for all of them). It is a git repository with one commit, so the tests can
// ask git what a save changed and the editor's "discard" finds the committed catalogues.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const repo = process.env.CIRKLA_E2E_REPO
const port = process.env.PW_DEV_PORT
if (!repo || !port) throw new Error('CIRKLA_E2E_REPO and PW_DEV_PORT must be set')
const root = new URL('..', import.meta.url).pathname

rmSync(repo, { recursive: true, force: true })
mkdirSync(repo, { recursive: true })
const copied = [
  'src',
  'locales',
  'public',
  'scripts',
  'tools',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'lingui.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.gitattributes',
]
for (const entry of copied) cpSync(join(root, entry), join(repo, entry), { recursive: true })
for (const linked of ['node_modules', 'styled-system'])
  symlinkSync(join(root, linked), join(repo, linked))
// Vite's dependency cache of its own, beside the copy (kept from run to run: the copy's path, and
// so the cache's key, is the same for a port). In node_modules/.vite, which every checkout's dev
// server shares through the linked node_modules, another dev server with another root rewrote
// the bundled dependencies under this one's page, and the page never hydrated.
writeFileSync(
  join(repo, 'vite.e2e.config.ts'),
  `import { mergeConfig, type UserConfig } from 'vite'
import config from './vite.config.ts'
export default (env: { mode: string }) =>
  mergeConfig((config as (env: { mode: string }) => UserConfig)(env), {
    cacheDir: ${JSON.stringify(`${repo}-vite-cache`)},
  })
`,
)
const git = (...args) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' })
git('init', '-q')
git('add', '-A')
git('-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '-qm', 'e2e base')

const vite = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['--config', 'vite.e2e.config.ts', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  { cwd: repo, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))

// The dev-server e2e project's web server (playwright.config.ts): the host app's `npm start` (Vite)
// on a throwaway copy of its repository (CIRKLA_E2E_REPO), because the translation editor's saves
// write the catalogues and, for the source language, the code. The host is this workspace's site
// (until the package has an app of its own to test on). The copy holds what the dev server,
// `lingui extract`, the catalogue check and prettier read, this package included; the generated
// styled-system/ and every installed package are links (read-only for all of them), except this
// package's own link, which points into the copy. It is a git repository with one commit, so the
// tests can ask git what a save changed and the editor's "discard" finds the committed catalogues.
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'

const repo = process.env.CIRKLA_E2E_REPO
const port = process.env.PW_DEV_PORT
if (!repo || !port) throw new Error('CIRKLA_E2E_REPO and PW_DEV_PORT must be set')
const root = new URL('../../../../', import.meta.url).pathname
const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? []

/** The workspace folder a node_modules link points to (`packages/x`), or undefined. */
function workspaceLink(link) {
  const to = relative(root, join(root, 'node_modules', readlinkSync(link)))
  return workspace.some((w) => to.startsWith(w.replace('/*', '/'))) ? to : undefined
}

rmSync(repo, { recursive: true, force: true })
mkdirSync(repo, { recursive: true })
const copied = [
  'src',
  'locales',
  'public',
  'scripts',
  'packages',
  'index.html',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  // tsconfig.json references it: Vite's transform reads the references and fails without it.
  'tsconfig.test.json',
  'vite.config.ts',
  'lingui.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.gitattributes',
]
// A workspace package's own node_modules (what npm could not hoist) is linked, not copied.
const installed = (src) => !/[/\\](node_modules|test-results)$/.test(src)
for (const entry of copied)
  cpSync(join(root, entry), join(repo, entry), { recursive: true, filter: installed })
for (const dir of readdirSync(join(root, 'packages'))) {
  const own = join(root, 'packages', dir, 'node_modules')
  if (existsSync(own)) symlinkSync(own, join(repo, 'packages', dir, 'node_modules'))
}
symlinkSync(join(root, 'styled-system'), join(repo, 'styled-system'))
// node_modules: a link per installed package, and the workspace's packages linked into the copy
// (npm links them as node_modules/<name> -> ../packages/<dir>, which resolves in the copy too).
mkdirSync(join(repo, 'node_modules'))
for (const entry of readdirSync(join(root, 'node_modules'), { withFileTypes: true })) {
  if (entry.name === '.vite' || entry.name === '.cache') continue
  const target = join(root, 'node_modules', entry.name)
  const own = entry.isSymbolicLink() && workspaceLink(target)
  symlinkSync(
    own ? relative(join(repo, 'node_modules'), join(repo, own)) : target,
    join(repo, 'node_modules', entry.name),
  )
}
// Vite's dependency cache of its own, beside the copy (kept from run to run: the copy's path, and
// so the cache's key, is the same for a port). In node_modules/.vite, which every checkout's dev
// server shares through the linked node_modules, another dev server with another root rewrote
// the bundled dependencies under this one's page, and the page never hydrated. Its path ends in
// node_modules/.vite, as Vite's default does: plugins leave node_modules alone, and elsewhere the
// React plugin's Babel pass (the Lingui macro) ran over every bundled dependency, react-dom too.
writeFileSync(
  join(repo, 'vite.e2e.config.ts'),
  `import { mergeConfig, type ConfigEnv, type UserConfigExport } from 'vite'
import config from './vite.config.ts'
export default async (env: ConfigEnv) =>
  mergeConfig(await (typeof config === 'function' ? config(env) : (config as UserConfigExport)), {
    cacheDir: ${JSON.stringify(`${repo}-vite-cache/node_modules/.vite`)},
  })
`,
)
const git = (...args) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' })
git('init', '-q')
git('add', '-A')
git('-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '-qm', 'e2e base')

// The races spec holds a save between its read of the code and its commit (hold-code-commit.mjs),
// through a folder of its own.
const hold = process.env.CIRKLA_E2E_HOLD
const nodeOptions = [process.env.NODE_OPTIONS]
if (hold) {
  rmSync(hold, { recursive: true, force: true })
  mkdirSync(hold, { recursive: true })
  nodeOptions.push(`--import=${new URL('./hold-code-commit.mjs', import.meta.url).href}`)
}
const vite = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['--config', 'vite.e2e.config.ts', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions.filter(Boolean).join(' ') },
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))

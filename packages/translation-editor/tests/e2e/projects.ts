import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlaywrightTestConfig } from '@playwright/test'

const dir = import.meta.dirname
const devSpec = /editor-dev.*\.spec\.ts$/
const appSpec = /second-app\.spec\.ts$/

/**
 * The editor's e2e projects and the dev server they need, for the workspace's run (the root
 * playwright.config.ts) and this package's own (playwright.config.ts beside it):
 * - `editor-dev`: the editor and in-context editing against the host app's `npm start`, on a
 *   throwaway copy of its repository (dev-server.mjs) that Swedish saves may write (its code too;
 *   the tests read it through CIRKLA_E2E_REPO). One spec at a time: every one writes the one copy
 *   and resets it after each test, so another spec's reset would undo a save mid-test. Listed
 *   first: its specs then run beside the built-site specs instead of alone at the end.
 * - `editor`: the built editor (its in-page API and browser storage) on the host's production
 *   build, served by the run's preview server (its `use.baseURL`).
 * - `editor-app`: the editor on a second app (tests/fixture-app, nothing of the site), under its
 *   own dev server on a throwaway copy (fixture-server.mjs), on the dev port + 1000.
 */
export function editorE2e({ devPort }: { devPort: number }) {
  const repo = join(tmpdir(), `cirkla-e2e-repo-${devPort}`)
  process.env.CIRKLA_E2E_REPO = repo
  // Where a test holds the dev server's next save of a code file (hold-code-commit.mjs).
  const hold = `${repo}-hold`
  process.env.CIRKLA_E2E_HOLD = hold
  const app = { dir: join(tmpdir(), `editor-e2e-app-${devPort}`), port: devPort + 1000 }
  process.env.APP_E2E_DIR = app.dir
  const projects: NonNullable<PlaywrightTestConfig['projects']> = [
    {
      name: 'editor-dev',
      testDir: dir,
      testMatch: devSpec,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${devPort}` },
      // Vite transforms each module on its first request: slower than the built site.
      expect: { timeout: 20_000 },
    },
    {
      name: 'editor-app',
      testDir: dir,
      testMatch: appSpec,
      // One copy of the app, written by every test: a repeated run's rounds must not overlap.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${app.port}` },
      expect: { timeout: 20_000 },
      // A cold dev server bundles the app's dependencies on its first page.
      timeout: 90_000,
    },
    { name: 'editor', testDir: dir, testMatch: /\.spec\.ts$/, testIgnore: [devSpec, appSpec] },
  ]
  const webServer: Extract<PlaywrightTestConfig['webServer'], unknown[]> = [
    {
      command: `node ${join(dir, 'dev-server.mjs')}`,
      env: { CIRKLA_E2E_REPO: repo, CIRKLA_E2E_HOLD: hold, PW_DEV_PORT: String(devPort) },
      url: `http://127.0.0.1:${devPort}/api/translations`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${join(dir, 'fixture-server.mjs')}`,
      env: { APP_E2E_DIR: app.dir, APP_E2E_PORT: String(app.port) },
      url: `http://127.0.0.1:${app.port}/api/translations`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ]
  return { projects, webServer }
}

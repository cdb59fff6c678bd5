import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlaywrightTestConfig } from '@playwright/test'

const dir = import.meta.dirname
const devSpec = /editor-dev.*\.spec\.ts$/

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
 */
export function editorE2e({ devPort }: { devPort: number }) {
  const repo = join(tmpdir(), `cirkla-e2e-repo-${devPort}`)
  process.env.CIRKLA_E2E_REPO = repo
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
    { name: 'editor', testDir: dir, testMatch: /\.spec\.ts$/, testIgnore: devSpec },
  ]
  const webServer: NonNullable<PlaywrightTestConfig['webServer']> = {
    command: `node ${join(dir, 'dev-server.mjs')}`,
    env: { CIRKLA_E2E_REPO: repo, PW_DEV_PORT: String(devPort) },
    url: `http://127.0.0.1:${devPort}/api/translations`,
    reuseExistingServer: false,
    timeout: 120_000,
  }
  return { projects, webServer }
}

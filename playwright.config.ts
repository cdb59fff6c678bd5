import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/chromium.ts'

// Debian's Chromium: `npx playwright install` cannot download here. CHROMIUM_PATH wins, then
// Debian's headless shell (apt-get install -y chromium-headless-shell), then /usr/bin/chromium, then
// Playwright's own browser (other machines). The headless shell is what Playwright itself runs
// headless tests on: the same Blink and V8 without the desktop browser around them, and 35 % less CPU
// for the same page loads and axe scans here. `--headed` or `--ui` need the full browser:
// CHROMIUM_PATH=/usr/bin/chromium.
const systemChromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((p): p is string => !!p && existsSync(p))

// PW_PORT lets several checkouts run their e2e suites side by side.
const PORT = Number(process.env.PW_PORT ?? 4317)
// The translation editor against `npm start` (tests/e2e/editor-dev*.spec.ts): its own port, and a
// throwaway copy of the repository it may write (Swedish saves write src/; the tests read it
// through CIRKLA_E2E_REPO).
const DEV_PORT = Number(process.env.PW_DEV_PORT ?? 5317)
const DEV_REPO = join(tmpdir(), `cirkla-e2e-repo-${DEV_PORT}`)
process.env.CIRKLA_E2E_REPO = DEV_REPO
const devSpec = /editor-dev.*\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  // The page registry uses Lingui's msg macro, which only Vite's Babel pass compiles.
  tsconfig: 'tests/e2e/tsconfig.json',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // The page sweep measures each URL's first-visit JavaScript; this writes reports/js-budget.md.
  globalTeardown: './tests/e2e/js-budget-report.ts',
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // Most visitors are Swedish; tests that need another browser language set their own.
    locale: 'sv-SE',
    launchOptions: { executablePath: systemChromium, args: chromiumFlags },
    // Recording a trace of every test (to keep only the failed ones) cost a fifth of the suite's
    // CPU here. A failure still leaves its screenshot and error-context.md (the page's ARIA
    // snapshot); for a trace, re-run that test with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The dev project first: its specs run one at a time in one worker (below), and listed last
    // they ran at the end with the other worker idle (23 tests, ~80 s of the suite's tail); first,
    // they run beside the built-site specs (fresh clone: e2e 346.8 -> 330.4 s).
    {
      name: 'dev',
      testMatch: devSpec,
      // Every dev spec writes the one throwaway copy and resets it after each test: one file at
      // a time, or one spec's reset undoes the other's save mid-test.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
      // Vite transforms each module on its first request: slower than the built site.
      expect: { timeout: 20_000 },
    },
    // Everything but the dev-server specs.
    { name: 'preview', testIgnore: [devSpec] },
  ],
  webServer: [
    {
      // The production build (npm test builds it first) on the production host: nginx with
      // deploy/nginx.conf (`npm run preview`).
      // tsx as a loader: one process, so the stop signal reaches the preview itself.
      command: 'node --import tsx scripts/preview.mjs',
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/sv`,
      reuseExistingServer: false,
      timeout: 60_000,
      // nginx stops and its temporary directory goes (the default, SIGKILL, would leave it).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/e2e-dev-server.mjs',
      env: { CIRKLA_E2E_REPO: DEV_REPO, PW_DEV_PORT: String(DEV_PORT) },
      url: `http://127.0.0.1:${DEV_PORT}/api/translations`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})

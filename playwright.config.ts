import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/chromium.ts'
import { editorE2e } from './packages/translation-editor/tests/e2e/projects.ts'

// Debian's Chromium: `npx playwright install` cannot download here. CHROMIUM_PATH wins, then
// Debian's headless shell (apt-get install -y chromium-headless-shell), then /usr/bin/chromium, then
// Playwright's own browser (other machines). The headless shell is what Playwright itself runs
// headless tests on: the same Blink and V8 without the desktop browser around them, and less CPU for
// the same page loads and axe scans (docs/performance.md, "The test suite's settings"). `--headed`
// or `--ui` need the full browser: CHROMIUM_PATH=/usr/bin/chromium.
const systemChromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((p): p is string => !!p && existsSync(p))

// PW_PORT lets several checkouts run their e2e suites side by side; PW_DEV_PORT is the translation
// editor's dev server (its projects: packages/translation-editor/tests/e2e/projects.ts).
const PORT = Number(process.env.PW_PORT ?? 4317)
const DEV_PORT = Number(process.env.PW_DEV_PORT ?? 5317)
const editor = editorE2e({ devPort: DEV_PORT })
// Paths from this file: the translation editor's own run loads this configuration from its folder.
const here = (path: string) => join(import.meta.dirname, path)

export default defineConfig({
  testDir: here('tests/e2e'),
  // The page registry uses Lingui's msg macro, which only Vite's Babel pass compiles.
  tsconfig: here('tests/e2e/tsconfig.json'),
  outputDir: here('test-results'),
  fullyParallel: true,
  // More workers than the two cores this suite is timed on: its tests also wait (slow links, held
  // requests, the dev server's file watching), and a third lane fills those gaps; the run is then
  // bound by the processors, so a fourth lane would only share them (docs/performance.md, "The
  // e2e suite's lanes" and "Where the suite's CPU goes").
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // PW_JSON_REPORT: a JSON report too, where `npm test` reads each test's worker, start and
  // duration for the e2e timeline it prints (scripts/lib/e2e-lanes.mjs).
  reporter: [
    ['list'],
    ...(process.env.PW_JSON_REPORT
      ? [['json', { outputFile: process.env.PW_JSON_REPORT }] as const]
      : []),
  ],
  // The page sweep measures each URL's first-visit JavaScript; this writes reports/js-budget.md.
  globalTeardown: here('tests/e2e/js-budget-report.ts'),
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // Most visitors are Swedish; tests that need another browser language set their own.
    locale: 'sv-SE',
    launchOptions: { executablePath: systemChromium, args: chromiumFlags },
    // Recording a trace of every test (to keep only the failed ones) costs much of the suite's CPU
    // (docs/performance.md). A failure still leaves its screenshot and error-context.md (the page's
    // ARIA snapshot); for a trace, re-run that test with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The translation editor's projects first (its dev-server specs run one at a time: listed
  // first, they run beside the built-site specs instead of alone at the end).
  projects: [...editor.projects, { name: 'preview' }],
  webServer: [
    {
      // The production build (npm test builds it first) on the production host: nginx with
      // deploy/nginx.conf (`npm run preview`).
      // tsx as a loader: one process, so the stop signal reaches the preview itself.
      command: 'node --import tsx scripts/preview.mjs',
      cwd: here('.'),
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/sv`,
      reuseExistingServer: false,
      timeout: 60_000,
      // nginx stops and its temporary directory goes (the default, SIGKILL, would leave it).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    ...editor.webServer,
  ],
})

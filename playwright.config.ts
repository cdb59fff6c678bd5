import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/chromium.mjs'

// Debian's chromium (apt-get install -y chromium): `npx playwright install` cannot download here.
// CHROMIUM_PATH wins, then /usr/bin/chromium, then Playwright's own browser (other machines).
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p): p is string => !!p && existsSync(p),
)


// PW_PORT lets several checkouts run their e2e suites side by side.
const PORT = Number(process.env.PW_PORT ?? 4317)

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
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // Most visitors are Swedish; tests that need another browser language set their own.
    locale: 'sv-SE',
    launchOptions: { executablePath: systemChromium, args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The production build (npm test builds it first), served like the static host.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/sv`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})

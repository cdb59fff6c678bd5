import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { expect, test } from '../../../../tests/e2e/fixtures'

/**
 * The dev-server specs (project `dev`) run `npm start` on a throwaway copy of the repository
 * that playwright.config.ts hands the dev server (tests/e2e/dev-server.mjs): saves write its
 * catalogues and, for Swedish, its code; git in the copy says what a save changed.
 */
export const repo = process.env.CIRKLA_E2E_REPO!
export const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' })

type Warm = (page: Page) => Promise<void>

/** What this worker process has warmed (the dev server is the whole run's): pages, warm-ups. */
const warmed = new Set<string | Warm>()

/**
 * One test at a time on the copy, each from the committed copy (the writes are hot updates like
 * any other). A cold dev server transforms the modules on first use (a minute on this machine):
 * `warm` pays that once, not inside the first test's timeout. It names the pages the spec opens,
 * each loaded once per worker process, whichever spec asks first (a dev page's load is a costly
 * one: every module apart, React's development build), or it is a function for another warm-up
 * (in-context-panel.ts): specs that pass the same function pay it once per worker process.
 */
export function onThrowawayRepo(warm: string[] | Warm) {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(() => test.setTimeout(120_000))
  test.beforeAll(async ({ browser }) => {
    const steps = (Array.isArray(warm) ? warm : [warm]).filter((step) => !warmed.has(step))
    if (steps.length === 0) return
    test.setTimeout(300_000)
    const page = await browser.newPage()
    for (const step of steps) {
      await (typeof step === 'string' ? warmPage(page, step) : step(page))
      warmed.add(step)
    }
    await page.close()
  })
  test.afterEach(() => {
    git('checkout', '-q', '--', '.')
  })
}

/**
 * Loads `url` until the page is live. A page that does not get there says why, instead of the
 * hook's bare timeout: the requests still open, the ones that failed, the page's errors.
 */
async function warmPage(page: Page, url: string) {
  const open = new Set<Request>()
  const problems: string[] = []
  page.on('request', (r) => open.add(r))
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => {
    open.delete(r)
    problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`)
  })
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)))
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  try {
    await page.goto(url)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 200_000 })
  } catch (error) {
    const still = [...open].map((r) => `still open: ${r.method()} ${r.url()}`)
    throw new Error(`${url} never hydrated.\n${[...problems, ...still].join('\n')}`, {
      cause: error,
    })
  }
}

/** Something the page keeps until it reloads. */
export const markNoReload = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __noReload: true }))
export const notReloaded = (page: Page) => page.evaluate(() => '__noReload' in window)

/**
 * Holds the dev server's next save of `file` (a path in the copy) between its read of the code and
 * its commit (hold-code-commit.mjs). Call before the save; `held()` resolves once the save waits
 * there, `release()` lets it commit.
 */
export function holdCodeCommit(file: string) {
  const dir = process.env.CIRKLA_E2E_HOLD!
  writeFileSync(join(dir, 'file'), file)
  const held = join(dir, 'held')
  return {
    held: () => expect.poll(() => existsSync(held), { timeout: 60_000 }).toBe(true),
    release: () => {
      rmSync(join(dir, 'file'), { force: true })
      rmSync(held, { force: true })
    },
  }
}

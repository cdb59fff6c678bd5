import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../../../../tests/e2e/fixtures'

/**
 * The dev-server specs (project `dev`) run `npm start` on a throwaway copy of the repository
 * that playwright.config.ts hands the dev server (tests/e2e/dev-server.mjs): saves write its
 * catalogues and, for Swedish, its code; git in the copy says what a save changed.
 */
export const repo = process.env.CIRKLA_E2E_REPO!
export const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' })

/** The warm-ups done in this worker process (the dev server is the whole run's). */
const warmed = new Set<(page: Page) => Promise<void>>()

/**
 * One test at a time on the copy, each from the committed copy (the writes are hot updates like
 * any other). A cold dev server transforms the modules on first use (a minute on this machine):
 * `warm` pays that once, not inside the first test's timeout. Specs that pass the same function
 * (in-context-panel.ts) pay it once per worker process: the next one finds the server warm.
 */
export function onThrowawayRepo(warm: (page: Page) => Promise<void>) {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(() => test.setTimeout(120_000))
  test.beforeAll(async ({ browser }) => {
    if (warmed.has(warm)) return
    test.setTimeout(300_000)
    const page = await browser.newPage()
    await warm(page)
    await page.close()
    warmed.add(warm)
  })
  test.afterEach(() => {
    git('checkout', '-q', '--', '.')
  })
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

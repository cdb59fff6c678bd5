import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, gotoHydrated, recordCspViolations, test } from './fixtures'

// Every public URL is checked for the same headers and violations in the page sweep (page-sweep.spec.ts);
// this is the language chooser at /, which redirects once the script runs.
test('/: served with the CSP and no violation', async ({ page }) => {
  await recordCspViolations(page)
  const response = await gotoHydrated(page, '/')
  const headers = response!.headers()
  const csp = headers['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("style-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['permissions-policy']).toBeTruthy()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.__csp)).toEqual([])
})

test('hydration rule "router without SSR data": prerendered HTML has no inline script except JSON-LD data blocks', () => {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.html')) files.push(path)
    }
  }
  walk('dist')
  expect(files.length).toBeGreaterThanOrEqual(39)
  const offenders = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs))
      .map((attrs) => `${file}: <script${attrs}>`),
  )
  expect(offenders).toEqual([])
  const styled = files.filter((file) => /<[a-z][^>]*\sstyle="/i.test(readFileSync(file, 'utf8')))
  expect(styled).toEqual([])
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { allPublicPaths } from '../../src/i18n/slugs'
import { expect, gotoHydrated, test } from './fixtures'

declare global {
  interface Window {
    __csp: string[]
  }
}

test.describe('strict Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.__csp = []
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`)
      })
    })
  })

  for (const url of ['/', ...allPublicPaths()]) {
    test(`${url}: served with the CSP and no violation`, async ({ page }) => {
      const response = await gotoHydrated(page, url)
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
  }
})

test('prerendered HTML has no inline script except JSON-LD data blocks', () => {
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

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// The headers every page is served with and its CSP violations: the page sweep (page-sweep.spec.ts),
// and for "/" prerender-hydration.spec.ts. Here: what the built HTML may contain under that CSP.
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

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  directive,
  inlineCode,
  nginxConfPath,
  nginxPolicy,
  sourceHash,
} from '../../scripts/lib/csp'

// The headers every page is served with and its CSP violations: the page sweep (page-sweep.spec.ts),
// and for "/" prerender-hydration.spec.ts. Here: what the built HTML may contain under that CSP.
test('hydration rule "router without SSR data": prerendered HTML has no inline script but the early-submit hold (its hash in the CSP) and JSON-LD data blocks', () => {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.html')) files.push(path)
    }
  }
  walk('dist')
  // The host's 400 pages are plain documents, no app: no inline code at all (host-methods.spec.ts).
  const plain = files.filter((file) => /(?:^|\/)400\.html$/.test(file))
  expect(plain.map((file) => inlineCode(readFileSync(file, 'utf8')))).toEqual([
    { scripts: [], styles: [] },
    { scripts: [], styles: [] },
  ])
  files.splice(0, files.length, ...files.filter((file) => !plain.includes(file)))
  expect(files.length).toBeGreaterThanOrEqual(39)
  // The one inline script the build writes is the early-submit hold, the same on every page and
  // admitted by its hash (scripts/lib/csp.ts); the router's state script would be a second text.
  const holds = files.map((file) => inlineCode(readFileSync(file, 'utf8')).scripts)
  expect(holds.filter((scripts) => scripts.length !== 1)).toEqual([])
  const texts = [...new Set(holds.flat())]
  expect(texts).toHaveLength(1)
  expect(texts[0]).toContain('submit')
  const policy = nginxPolicy(readFileSync(nginxConfPath, 'utf8'))
  expect(directive(policy, 'script-src')).toContain(sourceHash(texts[0]!))
  const styled = files.filter((file) => /<[a-z][^>]*\sstyle="/i.test(readFileSync(file, 'utf8')))
  expect(styled).toEqual([])
})

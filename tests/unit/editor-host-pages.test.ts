import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import host from '../../src/translation-editor'
import { pagePaths, pages, type PagePath } from '../../src/i18n/pages'
import { publicPath } from '../../src/i18n/slugs'
import { poOrigins } from 'lingui-translation-editor/po'

// "Visas på" in the translation editor: the pages that show a message, from the files that
// define it (the catalogue's origins). Derived here independently of the host's table: each
// page's route file and what it imports, followed through the feature folders.
const routeDir = 'src/routes/$lang'
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)],
  )

function resolveImport(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec)
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && f.includes('.'))
}

/** The feature modules a route file reaches through its relative imports. */
function reached(route: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = resolveImport(file, spec!)
      if (!target || !target.startsWith('src/features/') || seen.has(target)) continue
      seen.add(target)
      visit(target)
    }
  }
  visit(route)
  return seen
}

const routes = new Map(
  filesUnder(routeDir).flatMap((file) => {
    const named = /createFileRoute\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1]
    const path = pagePaths.find((p) => p === named)
    return path ? [[path, file] as const] : []
  }),
)
const shownBy = new Map([...routes].map(([path, file]) => [path, reached(file)]))
const publicHref = (path: PagePath) => publicPath(path, 'en')
const listed = (key: string, origins: string[]) =>
  (host.pagesOf?.(key, origins) ?? []).map((p) => p.href('en'))

describe('the pages a message is on', () => {
  it('every page of the registry has its route file here', () => {
    expect([...routes.keys()].sort()).toEqual([...pagePaths].sort())
  })

  it("are the pages whose route reaches the file that defines it, not its catalogue's every page", () => {
    const features = filesUnder('src/features').filter((f) => /\.tsx?$/.test(f))
    for (const file of features) {
      const expected = pagePaths.filter((p) => shownBy.get(p)?.has(file))
      if (!expected.length) continue
      expect({ file, pages: listed('none.such', [file]) }).toEqual({
        file,
        pages: expected.map((p) => publicHref(p)),
      })
    }
  })

  it('the team page’s texts link the team page only; a head text its own page', () => {
    const about = readFileSync('locales/sv/about.po', 'utf8')
    const [key, origins] = [...poOrigins(about)].find(([, files]) =>
      files.includes('src/features/about/team-page.tsx'),
    )!
    expect(listed(key, origins)).toEqual([publicHref('/$lang/about/meet-team')])
    const label = pages['/$lang/about/customer-cases'].label.id
    expect(listed(label, ['src/i18n/pages.ts'])).toEqual([
      publicHref('/$lang/about/customer-cases'),
    ])
  })
})

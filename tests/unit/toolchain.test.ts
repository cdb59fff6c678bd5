import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'

/**
 * The toolchain's facts that live in more than one file: each is stated once (.nvmrc for the
 * Node release line) and every other file that names it must agree, so an upgrade that forgets
 * one of them fails here instead of on a deploy.
 */

const read = (path: string) => readFileSync(path, 'utf8')
const json = (path: string) => JSON.parse(read(path)) as Manifest

interface Manifest {
  engines?: { node?: string }
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, string>
}

const nodeLine = read('.nvmrc').trim()
const manifests = {
  'package.json': json('package.json'),
  'packages/translation-editor/package.json': json('packages/translation-editor/package.json'),
}
const majorOf = (version: string) => Number(/\d+/.exec(version)?.[0])

describe('one Node release line, named by .nvmrc', () => {
  it('is an LTS line: an even major', () => {
    expect(nodeLine).toMatch(/^\d+$/)
    expect(Number(nodeLine) % 2).toBe(0)
  })

  it('is the one the tests run on', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(Number(nodeLine))
  })

  it('is the floor of the site’s engines', () => {
    expect(manifests['package.json'].engines?.node).toBe(`>=${nodeLine}`)
  })

  it('builds the Docker image and the Netlify deploy', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^FROM node:${nodeLine}-\\S+ AS build$`, 'm'))
    const netlify = parse(read('netlify.toml')) as {
      build: { environment: Record<string, string> }
    }
    expect(netlify.build.environment.NODE_VERSION).toBe(nodeLine)
  })

  it('types the Node APIs the code may use (@types/node of the same major)', () => {
    for (const manifest of Object.values(manifests))
      expect(majorOf(manifest.devDependencies?.['@types/node'] ?? '')).toBe(Number(nodeLine))
  })
})

describe('every dependency pinned exactly, each family moved as one', () => {
  const pinned = Object.entries(manifests).flatMap(([file, m]) =>
    [m.dependencies, m.devDependencies, m.overrides].flatMap((deps) =>
      Object.entries(deps ?? {}).map(([name, version]) => ({ file, name, version })),
    ),
  )

  it('names one version, never a range, in every manifest and override', () => {
    // An alias (`npm:typescript@7.0.2`: a second major beside the one a plugin needs) pins too.
    const ranges = pinned.filter(
      ({ version }) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    )
    expect(ranges).toEqual([])
  })

  // Renovate's glob: `@scope/**` is every package of the scope.
  const matches = (pattern: string, name: string) =>
    pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : name === pattern
  const renovate = JSON.parse(read('renovate.json')) as {
    rangeStrategy: string
    packageRules: { groupName?: string; matchPackageNames?: string[] }[]
  }
  const groupOf = (name: string) =>
    renovate.packageRules.filter(
      (rule) => rule.groupName && rule.matchPackageNames?.some((p) => matches(p, name)),
    )

  it('keeps the pins: Renovate proposes exact versions', () => {
    expect(renovate.rangeStrategy).toBe('pin')
  })

  it.each([
    ['TanStack', /^@tanstack\//],
    ['Lingui', /^@lingui\//],
    ['Vitest', /^(vitest$|@vitest\/)/],
    ['Playwright', /^(@playwright\/test|playwright(-core)?)$/],
  ])(
    'updates %s in one pull request: each of its packages here is in that group only',
    (group, family) => {
      const members = [...new Set(pinned.map(({ name }) => name).filter((n) => family.test(n)))]
      expect(members.length).toBeGreaterThan(0)
      for (const name of members) expect(groupOf(name).map((r) => r.groupName)).toEqual([group])
    },
  )

  it('resolves one copy of each package of these families in the lock', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> }
    const family =
      /node_modules\/(@tanstack\/[^/]+|@lingui\/[^/]+|vitest|@vitest\/[^/]+|@playwright\/test|playwright(-core)?)$/
    const copies = new Map<string, string[]>()
    for (const path of Object.keys(lock.packages)) {
      const name = family.exec(path)?.[1]
      if (name) copies.set(name, [...(copies.get(name) ?? []), path])
    }
    expect([...copies.values()].filter((paths) => paths.length > 1)).toEqual([])
  })

  it('names each package at one version across the workspace', () => {
    const versions = new Map<string, Set<string>>()
    for (const { name, version } of pinned)
      versions.set(name, (versions.get(name) ?? new Set()).add(version))
    const split = [...versions].filter(([, v]) => v.size > 1).map(([name, v]) => [name, [...v]])
    expect(split).toEqual([])
  })
})

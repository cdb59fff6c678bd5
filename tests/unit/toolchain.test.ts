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

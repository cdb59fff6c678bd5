import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README and docs/ are read on GitHub and in an editor: every relative link must reach a file of
// this repository (a clone has nothing beside it), and a #fragment must name a heading there.
const root = resolve(import.meta.dirname, '../..')
const files = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith('.md'),
)

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchors = (markdown: string) =>
  [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, h]) =>
    h!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  )

/** Markdown links outside code: [text](target). */
const links = (markdown: string) =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map(
    ([, target]) => target!,
  )

describe('README and docs links', () => {
  it('finds the five docs beside the README', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/testing.md',
        'docs/translators.md',
        'docs/deploy.md',
        'docs/performance.md',
        'docs/architecture.md',
      ]),
    )
  })

  for (const file of files) {
    it(`${file}: every relative link resolves inside the repository`, () => {
      const text = readFileSync(join(root, file), 'utf8')
      const broken = links(text)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => {
          const [path, fragment] = target.split('#')
          const to = path ? resolve(root, dirname(file), path) : join(root, file)
          if (relative(root, to).startsWith('..') || !existsSync(to)) return true
          return !!fragment && !anchors(readFileSync(to, 'utf8')).includes(fragment)
        })
      expect(broken).toEqual([])
    })
  }

  it('the README stays short enough to read in five minutes', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(
      120,
    )
  })
})

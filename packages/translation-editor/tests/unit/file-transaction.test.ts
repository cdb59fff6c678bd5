import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FileChanged, prepareFiles, removeStaleTemps } from '../../src/server/file-transaction'

// How the dev server replaces the files of a save (the code, locales/sv, locales/en): prepared
// whole, compared with what was read, then committed together or not at all.
const dir = mkdtempSync(join(tmpdir(), 'cirkla-tx-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
mkdirSync(join(dir, 'a'))
mkdirSync(join(dir, 'b'))
const files = [join(dir, 'a/one.tsx'), join(dir, 'a/two.po'), join(dir, 'b/three.po')]
const reset = () => files.forEach((f, i) => writeFileSync(f, `old ${i}\n`))
const texts = () => files.map((f) => readFileSync(f, 'utf8'))
const temps = () =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tmp'))
const replacements = () =>
  files.map((file, i) => ({ file, read: `old ${i}\n`, next: `new ${i}\n` }))

describe('a save’s files', () => {
  it('are all replaced when none changed since they were read', async () => {
    reset()
    expect((await prepareFiles(replacements())).commit()).toBe(true)
    expect(texts()).toEqual(['new 0\n', 'new 1\n', 'new 2\n'])
    expect(temps()).toEqual([])
  })

  it('are none replaced when one changed after it was read (another actor’s write stays)', async () => {
    reset()
    const prepared = await prepareFiles(replacements())
    writeFileSync(files[2]!, 'old 2\nsomeone else’s line\n')
    expect(() => prepared.commit()).toThrow(FileChanged)
    expect(texts()).toEqual(['old 0\n', 'old 1\n', 'old 2\nsomeone else’s line\n'])
    expect(temps()).toEqual([])
  })

  it('are none replaced while the extract lock is held', async () => {
    reset()
    expect((await prepareFiles(replacements())).commit(() => true)).toBe(false)
    expect(texts()).toEqual(['old 0\n', 'old 1\n', 'old 2\n'])
    expect(temps()).toEqual([])
  })

  it('are all back as they were when a replacement fails halfway', async () => {
    reset()
    const prepared = await prepareFiles(replacements())
    // The third rename fails (its prepared file is gone): the first two are put back.
    for (const t of temps().filter((t) => t.startsWith('b/'))) rmSync(join(dir, t))
    expect(() => prepared.commit()).toThrow(/ENOENT/)
    expect(texts()).toEqual(['old 0\n', 'old 1\n', 'old 2\n'])
    expect(temps()).toEqual([])
  })
})

describe('at dev-server start', () => {
  it('what a crashed save left is removed, and nothing else', () => {
    const left = join(dir, 'a/.one.tsx.0b5c3c4e-1f2a-4b3c-9d8e-7f6a5b4c3d2e.tmp')
    const kept = [join(dir, 'a/notes.tmp'), join(dir, 'a/.one.tsx.backup.tmp')]
    for (const f of [left, ...kept]) writeFileSync(f, 'x')
    removeStaleTemps([dir])
    expect(temps().sort()).toEqual(['a/.one.tsx.backup.tmp', 'a/notes.tmp'])
    for (const f of kept) rmSync(f)
  })
})

import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gitHistory } from '../../src/server/history'
import { messageHistorySchema } from '../../src/api/api-schema'
import { localesLayout } from './layout'

// A message's history from git (src/server/history.ts), on repositories made here.
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cirkla-history-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const po = (lang: string, messages: Record<string, string>) =>
  `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n` +
  Object.entries(messages)
    .map(([id, text]) => `\n#: src/home.tsx\nmsgid "${id}"\nmsgstr "${text}"\n`)
    .join('')

function repoWith(commits: Array<{ subject: string; sv?: object; en?: object }>) {
  const dir = tempDir()
  mkdirSync(join(dir, 'locales/sv'), { recursive: true })
  mkdirSync(join(dir, 'locales/en'), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@localhost', ...args], {
      cwd: dir,
      stdio: 'pipe',
    })
  git('init', '-q')
  commits.forEach((c, i) => {
    for (const lang of ['sv', 'en'] as const) {
      const messages = c[lang]
      if (messages) writeFileSync(join(dir, `locales/${lang}/home.po`), po(lang, { ...messages }))
    }
    git('add', '-A')
    git('commit', '-qm', c.subject, `--date=2026-01-0${i + 1}T12:00:00Z`)
  })
  return dir
}

describe('a message history from git', () => {
  it('lists the commits that changed the message, newest first, with the old and new texts per language', async () => {
    const dir = repoWith([
      {
        subject: 'Base',
        sv: { 'home.title': 'Hej', other: 'Ett' },
        en: { 'home.title': 'Hi', other: 'One' },
      },
      { subject: 'Friendlier English', en: { 'home.title': 'Hello', other: 'One' } },
      { subject: 'Only another message', en: { 'home.title': 'Hello', other: 'Two' } },
      {
        subject: 'Both languages',
        sv: { 'home.title': 'Hejsan', other: 'Ett' },
        en: { 'home.title': 'Hello there', other: 'Two' },
      },
    ])
    // A text changed on disk and not committed is no history.
    writeFileSync(join(dir, 'locales/en/home.po'), po('en', { 'home.title': 'Uncommitted' }))
    const history = messageHistorySchema.parse(
      await gitHistory(localesLayout(dir, ['home']))('home', 'home.title'),
    )
    expect(history.source).toBe('git')
    expect(
      history.changes.map(({ subject, lang, old, new: now }) => ({ subject, lang, old, now })),
    ).toEqual([
      { subject: 'Both languages', lang: 'source', old: 'Hej', now: 'Hejsan' },
      { subject: 'Both languages', lang: 'target', old: 'Hello', now: 'Hello there' },
      { subject: 'Friendlier English', lang: 'target', old: 'Hi', now: 'Hello' },
      { subject: 'Base', lang: 'source', old: undefined, now: 'Hej' },
      { subject: 'Base', lang: 'target', old: undefined, now: 'Hi' },
    ])
    expect(history.changes[2]!.date).toBe('2026-01-02T12:00:00+00:00')
    expect(history.changes[2]!.sha).toMatch(/^[0-9a-f]{40}$/)
  })

  it('says there is no repository, or no git, instead of failing', async () => {
    const dir = tempDir()
    expect(await gitHistory(localesLayout(dir, ['home']))('home', 'home.title')).toEqual({
      source: 'no-repository',
      changes: [],
    })
    const noGit = gitHistory(localesLayout(dir, ['home']), { git: join(dir, 'no-such-git') })
    expect(await noGit('home', 'home.title')).toEqual({ source: 'no-git', changes: [] })
  })

  it('is empty in a repository without commits', async () => {
    const dir = repoWith([])
    expect(await gitHistory(localesLayout(dir, ['home']))('home', 'home.title')).toEqual({
      source: 'git',
      changes: [],
    })
  })
})

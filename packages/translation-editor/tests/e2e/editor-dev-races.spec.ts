import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { poMessages, updatePo } from '../../src/po'
import { apiErrorBodySchema, translationCatalogueSchema } from '../../src/api/api-schema'
import { onThrowawayRepo, repo } from './dev-repo'
import { expect, test } from '../../../../tests/e2e/fixtures'

// `npm start`'s translation API while a second actor writes the same files: a process
// appending to the code, `npm run extract` and raw `lingui extract`, a hand edit. Through the API
// (the editor's rows are editor-dev*.spec.ts); on the throwaway copy of the repository.
onThrowawayRepo(async (page) => {
  // Loads the translation server and its code writer once.
  expect((await page.request.get('/api/translations/common')).ok()).toBe(true)
})

const inRepo = (path: string) => join(repo, path)
const textOf = (lang: string, ns: string, key: string) =>
  poMessages(readFileSync(inRepo(`locales/${lang}/${ns}.po`), 'utf8')).get(key)

async function load(request: APIRequestContext, ns: string) {
  const res = await request.get(`/api/translations/${ns}`)
  return translationCatalogueSchema.parse(await res.json())
}
const put = async (request: APIRequestContext, ns: string, changes: object[]) =>
  request.put(`/api/translations/${ns}`, {
    data: { version: (await load(request, ns)).version, changes },
  })

/** Exits with its exit code. */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

test('a line appended to the code every 15 ms during a Swedish save is never lost: refused while the code changes, written once it holds still', async ({
  request,
}) => {
  const file = inRepo('src/components/content/back-to-top.tsx')
  const key = 'common.backToTop.label'
  const svBefore = readFileSync(inRepo('locales/sv/common.po'), 'utf8')
  const appender = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('fs'); let n = 0
       const t = setInterval(() => fs.appendFileSync(${JSON.stringify(file)}, '// appended ' + ++n + '\\n'), 15)
       process.on('SIGTERM', () => { clearInterval(t); process.stdout.write(String(n)); process.exit(0) })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let count = ''
  appender.stdout.on('data', (d: Buffer) => (count += String(d)))
  await expect.poll(() => readFileSync(file, 'utf8').includes('// appended 2\n')).toBe(true)

  const refused = await put(request, 'common', [{ key, source: 'Till toppen' }])
  appender.kill('SIGTERM')
  await exited(appender)
  const appended = Number(count)
  expect(appended).toBeGreaterThan(2)

  const lines = readFileSync(file, 'utf8').split('\n')
  const missing = Array.from({ length: appended }, (_, i) => `// appended ${i + 1}`).filter(
    (line) => !lines.includes(line),
  )
  expect(missing).toEqual([])
  // The code changed under the save all along: nothing written, the row is told why.
  expect(refused.status()).toBe(409)
  expect(apiErrorBodySchema.parse(await refused.json())).toMatchObject({
    key,
    lang: 'source',
    reason: 'changed',
  })
  expect(readFileSync(inRepo('locales/sv/common.po'), 'utf8')).toBe(svBefore)

  // Once the code holds still, the same save is written, around every appended line.
  const saved = await put(request, 'common', [{ key, source: 'Till toppen' }])
  expect(saved.status()).toBe(200)
  const after = readFileSync(file, 'utf8')
  expect(after).toContain('<Trans id="common.backToTop.label">Till toppen</Trans>')
  expect(after.split('\n').filter((l) => l.startsWith('// appended '))).toHaveLength(appended)
  expect(textOf('sv', 'common', key)).toBe('Till toppen')
})

/**
 * Starts `command` in the copy with Lingui held right after it first reads `catalogue`
 * (pause-catalogue-read.mjs); resolves once it holds there. `go()` lets it finish.
 */
async function extractHeldAfterReading(command: string[], catalogue: string) {
  const signal = join(mkdtempSync(join(tmpdir(), 'cirkla-pause-')), 'paused')
  const hook = pathToFileURL(join(import.meta.dirname, 'pause-catalogue-read.mjs')).href
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: `--import=${hook}`,
      PAUSE_READ_OF: inRepo(catalogue),
      PAUSE_SIGNAL: signal,
    },
  })
  const done = exited(child)
  await expect.poll(() => existsSync(signal), { timeout: 60_000 }).toBe(true)
  return {
    done,
    go: () => {
      rmSync(signal)
      return done
    },
  }
}

const key = 'home.hero.badge'
const text = 'Saved while extract ran'
const command = join(repo, 'node_modules/.bin/lingui-translation-editor')

// The app's script, and the editor's command as a developer may run it without one.
const extracts: Array<[string, string[]]> = [
  ['`npm run extract`', ['npm', 'run', 'extract']],
  ['`lingui-translation-editor extract`', [command, 'extract', '--clean', '--overwrite']],
]
for (const [name, command] of extracts) {
  test(`an English save while ${name} rewrites the catalogue waits for it, and is on disk when it is answered`, async ({
    request,
  }) => {
    const extract = await extractHeldAfterReading(command, 'locales/en/home.po')
    // Extract has read the catalogue it will write. The save (its version read while extract is
    // held, so only the PUT itself is under way when extract goes on) is sent before extract
    // writes (it is still extracting the code, seconds) and waits for its lock.
    const { version } = await load(request, 'home')
    const save = request.put('/api/translations/home', {
      data: { version, changes: [{ key, target: text }] },
    })
    const done = extract.go()
    const answered = await save
    expect(answered.status()).toBe(200)
    expect(textOf('en', 'home', key)).toBe(text)
    expect(await done).toBe(0)
    expect(textOf('en', 'home', key)).toBe(text)
    expect(existsSync(inRepo('locales/.extract.lock'))).toBe(false)
  })
}

test('a hand edit to a catalogue, not committed, survives every call of the API, DELETE included', async ({
  request,
}) => {
  const po = inRepo('locales/en/common.po')
  const hand = 'common.footer.company'
  writeFileSync(po, updatePo(readFileSync(po, 'utf8'), new Map([[hand, 'Edited by hand']])))
  const stale = await load(request, 'common')
  const kept = () => expect(textOf('en', 'common', hand)).toBe('Edited by hand')

  for (const path of [
    '/api/translations',
    '/api/translations/common',
    '/api/translations/common/po/target',
  ]) {
    expect((await request.get(path)).ok(), path).toBe(true)
    kept()
  }
  expect(
    (
      await put(request, 'common', [{ key: 'common.header.appLogin', target: 'Sign in now' }])
    ).status(),
  ).toBe(200)
  kept()
  const conflict = await request.put('/api/translations/common', {
    data: { version: stale.version, changes: [{ key: hand, target: 'Older tab' }] },
  })
  expect(conflict.status()).toBe(409)
  kept()
  const reset = await request.delete('/api/translations/common', {
    data: { version: (await load(request, 'common')).version },
  })
  expect(reset.status()).toBe(405)
  expect(apiErrorBodySchema.parse(await reset.json()).error).toMatch(/git/)
  kept()
  expect(textOf('en', 'common', 'common.header.appLogin')).toBe('Sign in now')
})

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { poMessages, poOutdated } from '../../src/po'
import { miniApp, runEditorCommand } from './mini-app'

// Two extracts at once (`npm run extract` twice, or beside the catalogue check): the second waits
// for the first, so the English mark the first writes after Lingui's extract is never written
// over by the second's stale read. Real `lingui extract` runs on a one-file app (mini-app.ts),
// each held right after it reads the English catalogue (../e2e/pause-catalogue-read.mjs), so the
// overlap happens every run.
const apps: Array<ReturnType<typeof miniApp>> = []
afterEach(() => apps.splice(0).forEach((a) => a.remove()))

const hook = pathToFileURL(join(import.meta.dirname, '../e2e/pause-catalogue-read.mjs')).href

/** `extract` in the app, Lingui held after its first read of the English catalogue. */
function heldExtract(root: string) {
  const signal = join(mkdtempSync(join(tmpdir(), 'editor-pause-')), 'paused')
  const run = runEditorCommand(root, ['extract', '--clean', '--overwrite'], {
    NODE_OPTIONS: `--import=${hook}`,
    PAUSE_READ_OF: join(root, 'locales/en/home.po'),
    PAUSE_SIGNAL: signal,
  })
  return {
    ...run,
    held: () => existsSync(signal),
    go: () => {
      rmSync(signal)
      return run.done
    },
  }
}

it('two extracts at once after a Swedish change in the code keep the English outdated mark', async () => {
  const app = miniApp({ 'home.a': 'Hej', 'home.b': 'Två' }, { 'home.a': 'Hello', 'home.b': 'Two' })
  apps.push(app)
  app.writeCode({ 'home.a': 'Hej igen', 'home.b': 'Två' })

  const first = heldExtract(app.root)
  await expect.poll(first.held, { timeout: 30_000 }).toBe(true)
  // The second starts while the first holds the lock: it either waits for it (says so), or runs
  // its own Lingui, which reads the English before the first marks it.
  const second = heldExtract(app.root)
  await expect
    .poll(() => second.held() || /waiting/.test(second.stderr()), { timeout: 30_000 })
    .toBe(true)
  expect(await first.go()).toBe(0)
  await expect.poll(second.held, { timeout: 30_000 }).toBe(true)
  expect(await second.go()).toBe(0)

  const en = readFileSync(join(app.root, 'locales/en/home.po'), 'utf8')
  expect(poMessages(readFileSync(join(app.root, 'locales/sv/home.po'), 'utf8')).get('home.a')).toBe(
    'Hej igen',
  )
  expect(poOutdated(en)).toEqual(new Map([['home.a', 'Hej']]))
  expect(poMessages(en).get('home.a')).toBe('Hello')
  expect(existsSync(join(app.root, 'locales/.extract.lock'))).toBe(false)
}, 90_000)

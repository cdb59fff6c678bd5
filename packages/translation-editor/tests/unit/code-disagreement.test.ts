import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { apiErrorBodySchema, translationCatalogueSchema } from '../../src/api/api-schema'
import { createHandlers } from '../../src/api/translation-api'
import { poMessages, poOutdated, updatePo } from '../../src/po'
import { fileStorage } from '../../src/server/file-storage'
import { sourceWriter } from '../../src/server/source-writer'
import { server } from './api-server'
import { localesLayout } from './layout'
import { miniApp } from './mini-app'

// The code and the catalogue disagree when something other than the editor wrote one of them:
// a text editor's stale buffer, a hand edit, a checkout. The API says so per message (each
// definition whose text differs, with its line), the Swedish cannot be saved over it unseen, and
// either side can be taken through the save.
const KEY = 'home.hero'
const app = miniApp({ [KEY]: 'Gammal text', 'home.other': 'Annan' }, { [KEY]: 'Old text' })
afterAll(app.remove)
const FILE = 'src/messages.ts'
const code = () => readFileSync(join(app.root, FILE), 'utf8')
const po = (lang: string) => join(app.root, `locales/${lang}/home.po`)
const catalogue = (lang: string) => readFileSync(po(lang), 'utf8')

beforeEach(() => {
  app.writeCode({ [KEY]: 'Gammal text', 'home.other': 'Annan' })
  writeFileSync(po('sv'), updatePo(catalogue('sv'), new Map([[KEY, 'Gammal text']])))
  const storage = fileStorage({
    layout: localesLayout(app.root, ['home']),
    source: sourceWriter({ root: app.root }),
  })
  server.use(...createHandlers(storage))
})

const load = async () =>
  translationCatalogueSchema.parse(await (await fetch('/api/translations/home')).json())
const entry = async () => (await load()).entries.find((e) => e.key === KEY)!
async function save(change: { source: string; codeBase?: string }) {
  const res = await fetch('/api/translations/home', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: (await load()).version, changes: [{ key: KEY, ...change }] }),
  })
  return { status: res.status, body: (await res.json()) as unknown }
}
const reason = (body: unknown) => apiErrorBodySchema.parse(body).reason

describe('the repository as extract left it', () => {
  it('has no message whose code and catalogue disagree, in any catalogue', async () => {
    const storage = fileStorage({
      layout: localesLayout(process.cwd()),
      source: sourceWriter({ root: '.' }),
    })
    server.use(...createHandlers(storage))
    const files = readdirSync('locales/sv').flatMap((f) => /^(.+)\.po$/.exec(f)?.[1] ?? [])
    for (const ns of files) {
      const body: unknown = await (await fetch(`/api/translations/${ns}`)).json()
      const { entries } = translationCatalogueSchema.parse(body)
      expect(entries.filter((e) => e.codeDiffers)).toEqual([])
    }
    // Compared, not skipped: the code's texts were read.
    const home = await storage.sources('home', readFileSync('locales/sv/home.po', 'utf8'))
    const read = [...home.values()].filter((s) => s.code?.length === s.sites.length)
    expect(read.length).toBeGreaterThan(home.size / 2)
  }, 60_000)
})

describe('code and catalogue that disagree', () => {
  it('agree as extract left them: no row says otherwise', async () => {
    expect((await load()).entries.filter((e) => e.codeDiffers)).toEqual([])
  })

  it("a stale buffer's old text back in the code: the row shows it with its line, a Swedish save is refused, taking the code's text writes only the catalogue", async () => {
    expect((await save({ source: 'Ny text' })).status).toBe(200)
    expect(code()).toContain('Ny text')
    expect(poOutdated(catalogue('en')).get(KEY)).toBe('Gammal text')
    // The text editor writes its buffer back, from before the save.
    app.writeCode({ [KEY]: 'Gammal text', 'home.other': 'Annan' })
    const row = await entry()
    expect(row.source).toBe('Ny text')
    expect(row.codeDiffers).toEqual([{ file: FILE, line: 2, text: 'Gammal text' }])

    const before = { code: code(), sv: catalogue('sv') }
    const refused = await save({ source: 'Nyare text' })
    expect([refused.status, reason(refused.body)]).toEqual([422, 'stale'])
    expect({ code: code(), sv: catalogue('sv') }).toEqual(before)

    // "Use the code": the code keeps its bytes, the catalogue takes its text; the English was
    // translated from that very text, so its mark goes.
    expect((await save({ source: 'Gammal text', codeBase: 'Gammal text' })).status).toBe(200)
    expect(code()).toBe(before.code)
    expect(poMessages(catalogue('sv')).get(KEY)).toBe('Gammal text')
    expect(poOutdated(catalogue('en')).has(KEY)).toBe(false)
    expect((await entry()).codeDiffers).toBeUndefined()
  })

  it("a hand edit of the catalogue: taking the catalogue's text writes it into the code, unless the code changed since", async () => {
    writeFileSync(po('sv'), updatePo(catalogue('sv'), new Map([[KEY, 'Handskriven']])))
    expect((await entry()).codeDiffers).toEqual([{ file: FILE, line: 2, text: 'Gammal text' }])

    const stale = await save({ source: 'Handskriven', codeBase: 'En tredje text' })
    expect([stale.status, reason(stale.body)]).toEqual([422, 'stale'])
    expect(code()).toContain('Gammal text')

    const sv = catalogue('sv')
    expect((await save({ source: 'Handskriven', codeBase: 'Gammal text' })).status).toBe(200)
    expect(code()).toContain('"Handskriven"')
    expect(catalogue('sv')).toBe(sv)
    expect(poOutdated(catalogue('en')).has(KEY)).toBe(false)
    expect((await entry()).codeDiffers).toBeUndefined()
  })

  it('a message defined twice: each definition that differs, by its line; the code is taken only where both agree', async () => {
    const twice = (second: string, first = 'Gammal text') =>
      writeFileSync(
        join(app.root, FILE),
        [
          "import { msg } from '@lingui/core/macro'",
          `export const a = msg({ id: '${KEY}', message: '${first}' })`,
          "export const b = msg({ id: 'home.other', message: 'Annan' })",
          `export const c = msg({ id: '${KEY}', message: '${second}' })`,
          '',
        ].join('\n'),
      )
    twice('Gammal text')
    let row = await entry()
    expect([row.sourceLock, row.codeDiffers]).toEqual(['duplicate', undefined])

    twice('Ändrad här')
    row = await entry()
    expect(row.codeDiffers).toEqual([{ file: FILE, line: 4, text: 'Ändrad här' }])
    const refused = await save({ source: 'Ändrad här', codeBase: 'Ändrad här' })
    expect([refused.status, reason(refused.body)]).toEqual([422, 'duplicate'])

    twice('Ändrad här', 'Ändrad här')
    expect((await entry()).codeDiffers).toHaveLength(2)
    const code = readFileSync(join(app.root, FILE), 'utf8')
    expect((await save({ source: 'Ändrad här', codeBase: 'Ändrad här' })).status).toBe(200)
    expect(readFileSync(join(app.root, FILE), 'utf8')).toBe(code)
    expect((await entry()).codeDiffers).toBeUndefined()
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from './api-server'
import { fileStorage } from '../../src/server/file-storage'
import type { SourceWriter } from '../../src/server/source-writer'
import { createHandlers } from '../../src/api/translation-api'
import {
  apiErrorBodySchema,
  conflictErrorSchema,
  translationCatalogueSchema,
} from '../../src/api/api-schema'
import { poMessages, updatePo } from '../../src/po'
import { localesLayout } from './layout'

// The dev server's file storage (src/server/file-storage.ts) while another actor
// writes the same catalogues: a hand edit, another tool. Each writes at a fixed point of the save
// (while the code is written, the slow part of a Swedish save). `lingui extract`: the dev e2e
// tests/e2e/editor-dev-races.spec.ts.
const dir = mkdtempSync(join(tmpdir(), 'cirkla-races-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const po = (lang: string) => join(dir, 'locales', lang, 'home.po')
const text = (lang: string, key: string) => poMessages(readFileSync(po(lang), 'utf8')).get(key)
const edit = (lang: string, key: string, value: string) =>
  writeFileSync(po(lang), updatePo(readFileSync(po(lang), 'utf8'), new Map([[key, value]])))

/** A code writer that writes no code, and lets `during` write while it "works". */
let during = () => {}
const source = {
  inspect: (origins: Map<string, string[]>) =>
    Promise.resolve(new Map([...origins.keys()].map((k) => [k, { sites: [] }]))),
  prepare: () => Promise.resolve(during()).then(() => []),
  write: () => Promise.resolve(during()),
} as unknown as SourceWriter

beforeEach(() => {
  rmSync(join(dir, 'locales'), { recursive: true, force: true })
  cpSync('locales', join(dir, 'locales'), { recursive: true })
  during = () => {}
  server.use(...createHandlers(fileStorage({ layout: localesLayout(dir), source })))
})

async function put(changes: object[]) {
  const { version } = translationCatalogueSchema.parse(
    await (await fetch('/api/translations/home')).json(),
  )
  return fetch('/api/translations/home', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version, changes }),
  })
}

const [a, b] = [...poMessages(readFileSync('locales/sv/home.po', 'utf8')).keys()]
if (!a || !b) throw new Error('home catalogue is too small')

describe('a save while another actor writes the catalogues', () => {
  it('keeps a hand edit made to locales/sv while the code was being written', async () => {
    during = () => edit('sv', b, 'Handredigerad')
    const res = await put([{ key: a, source: 'Sparad' }])
    expect(res.status).toBe(200)
    expect([text('sv', a), text('sv', b)]).toEqual(['Sparad', 'Handredigerad'])
  })

  it('never overwrites another actor’s change to the very text it saves: 409 with the file as it is, nothing written', async () => {
    const sv = readFileSync(po('sv'), 'utf8')
    during = () => edit('en', a, 'Theirs')
    const res = await put([{ key: a, source: 'Min', target: 'Mine' }])
    expect(res.status).toBe(409)
    const body = (await res.json()) as unknown
    expect(apiErrorBodySchema.parse(body)).toMatchObject({
      key: a,
      lang: 'target',
      reason: 'changed',
    })
    const current = conflictErrorSchema.parse(body).current.entries.find((e) => e.key === a)
    expect(current?.target).toBe('Theirs')
    expect(text('en', a)).toBe('Theirs')
    // All or nothing: the Swedish of the same save was not written either.
    expect(readFileSync(po('sv'), 'utf8')).toBe(sv)
  })
})

import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { server } from './api-server'
import { fileStorage } from '../../src/server/file-storage'
import { createHandlers } from '../../src/api/translation-api'
import { poMessages } from '../../src/po'
import {
  apiErrorBodySchema,
  conflictErrorSchema,
  translationCatalogueSchema,
  translationFilesSchema,
} from '../../src/api/api-schema'
import { renderEditor } from './render-editor'
import { localesLayout } from './layout'

const namespaces = readdirSync('locales/sv')
  .filter((f) => f.endsWith('.po'))
  .map((f) => f.replace(/\.po$/, ''))
  .sort()

const dir = mkdtempSync(join(tmpdir(), 'cirkla-api-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The same request cases against both storage adapters, through the same handlers. */
const backends = [
  { kind: 'browser', use: () => undefined, file: null },
  {
    kind: 'files',
    use: () => {
      rmSync(join(dir, 'locales'), { recursive: true, force: true })
      cpSync('locales', join(dir, 'locales'), { recursive: true })
      server.use(...createHandlers(fileStorage({ layout: localesLayout(dir) })))
    },
    file: (lang: string, id: string) => join(dir, 'locales', lang, `${id}.po`),
  },
] as const

const get = (path: string) => fetch(path)
const send = (method: string, id: string, body: unknown) =>
  fetch(`/api/translations/${id}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const load = async (id: string) =>
  translationCatalogueSchema.parse(await (await get(`/api/translations/${id}`)).json())

const XSS = '<img src=x onerror=alert(1)> "quoted"\nnew line \\ done'

for (const backend of backends) {
  describe(`translation API over ${backend.kind} storage`, () => {
    beforeEach(() => backend.use())

    it('lists one file per catalogue on disk', async () => {
      const body = translationFilesSchema.parse(await (await get('/api/translations')).json())
      expect(body.storage).toBe(backend.kind)
      expect(body.files.map((f) => f.id)).toEqual(namespaces)
    })

    it('serves the entries of the real .po files with a version', async () => {
      const body = await load('common')
      const sv = poMessages(readFileSync('locales/sv/common.po', 'utf8'))
      const en = poMessages(readFileSync('locales/en/common.po', 'utf8'))
      expect(body.version).toMatch(/^[0-9a-f]{24}$/)
      expect(body.entries.map((e) => e.key)).toEqual([...sv.keys()].sort())
      for (const e of body.entries)
        expect([e.source, e.target]).toEqual([sv.get(e.key), en.get(e.key)])
    })

    it('marks the English outdated on a Swedish save (with the previous Swedish), and clears it on an English save', async () => {
      const { version, entries } = await load('home')
      const entry = entries.find((e) => e.target !== '')!
      expect(entry.outdated).toBeUndefined()
      const save = (v: string, change: object) =>
        send('PUT', 'home', { version: v, changes: [{ key: entry.key, ...change }] })
      const marked = translationCatalogueSchema.parse(
        await (await save(version, { source: `${entry.source} ny` })).json(),
      )
      expect(marked.entries.find((e) => e.key === entry.key)?.outdated).toEqual({
        previous: entry.source,
      })
      const cleared = translationCatalogueSchema.parse(
        await (await save(marked.version, { target: `${entry.target} new` })).json(),
      )
      expect(cleared.entries.find((e) => e.key === entry.key)?.outdated).toBeUndefined()
    })

    it('confirming (the English saved unchanged) clears the mark; a later Swedish save marks it again', async () => {
      const { version, entries } = await load('home')
      const entry = entries.find((e) => e.target !== '')!
      const save = async (v: string, change: object) =>
        translationCatalogueSchema.parse(
          await (
            await send('PUT', 'home', { version: v, changes: [{ key: entry.key, ...change }] })
          ).json(),
        )
      const outdated = (c: { entries: { key: string; outdated?: unknown }[] }) =>
        c.entries.find((e) => e.key === entry.key)?.outdated
      const marked = await save(version, { source: `${entry.source} ny` })
      expect(outdated(marked)).toBeDefined()
      const confirmed = await save(marked.version, { target: entry.target })
      expect(outdated(confirmed)).toBeUndefined()
      expect(outdated(await load('home'))).toBeUndefined()
      const again = await save(confirmed.version, { source: `${entry.source} nyare` })
      expect(outdated(again)).toBeDefined()
    })

    it('answers unknown ids with 404 and never builds a path from the URL', async () => {
      for (const id of ['nope', '..%2F..%2Fpackage', 'common.po']) {
        expect((await get(`/api/translations/${id}`)).status).toBe(404)
        expect(
          (await send('PUT', id, { version: 'x', changes: [{ key: 'a', target: 'b' }] })).status,
        ).toBe(404)
        expect((await send('DELETE', id, { version: 'x' })).status).toBe(404)
      }
    })

    it('rejects bad bodies with 400 and a message that says what is wrong', async () => {
      const { version, entries } = await load('home')
      const cases: [unknown, RegExp][] = [
        ['not json', /not JSON/],
        [{ changes: [{ key: 'home.x', target: 'y' }] }, /version/],
        [{ version, changes: [{ key: 5 }] }, /changes\.0\.key/],
        [{ version, changes: [] }, /changes/],
        [{ version, changes: [{ key: 'home.nope', target: 'y' }] }, /home\.nope/],
      ]
      for (const [body, message] of cases) {
        const res = await send('PUT', 'home', body)
        expect(res.status).toBe(400)
        expect(((await res.json()) as { error: string }).error).toMatch(message)
      }
      expect((await load('home')).entries).toEqual(entries)
    })

    it('names the refused message, its language and the reason, so the editor can show it on the row', async () => {
      const { version, entries } = await load('home')
      const key = entries.find((e) => !e.source.includes('{'))!.key
      const cases: [object, object][] = [
        [
          { key: 'home.nope', target: 'y' },
          { key: 'home.nope', reason: 'unknown-key' },
        ],
        [
          { key, source: '' },
          { key, lang: 'source', reason: 'empty' },
        ],
        [
          { key, source: ' \t\n ' },
          { key, lang: 'source', reason: 'empty' },
        ],
        [
          { key, target: 'Broken {name' },
          { key, lang: 'target', reason: 'syntax' },
        ],
        [
          { key, target: 'Has {extra}' },
          { key, reason: 'placeholders' },
        ],
      ]
      for (const [change, about] of cases) {
        const res = await send('PUT', 'home', { version, changes: [change] })
        expect(res.status, JSON.stringify(change)).toBe(400)
        expect(apiErrorBodySchema.parse(await res.json())).toMatchObject(about)
      }
      expect((await load('home')).entries).toEqual(entries)
    })

    it('saves only the changed text, and a stale version gets 409 with the current file', async () => {
      const before = await load('home')
      const [first, second] = before.entries
      if (!first || !second) throw new Error('home catalogue is too small')
      const res = await send('PUT', 'home', {
        version: before.version,
        changes: [{ key: first.key, target: XSS }],
      })
      expect(res.status).toBe(200)
      const after = translationCatalogueSchema.parse(await res.json())
      expect(after.version).not.toBe(before.version)
      expect(after.entries).toEqual(
        before.entries.map((e) => (e.key === first.key ? { ...e, target: XSS } : e)),
      )

      // A second client still holding the first version: nothing is written.
      const stale = await send('PUT', 'home', {
        version: before.version,
        changes: [{ key: second.key, source: 'Andra fliken' }],
      })
      expect(stale.status).toBe(409)
      const conflict = conflictErrorSchema.parse(await stale.json())
      expect(conflict.current).toEqual(after)
      expect(await load('home')).toEqual(after)

      // With the version it now knows, its edit lands next to the first one.
      const again = await send('PUT', 'home', {
        version: conflict.current.version,
        changes: [{ key: second.key, source: 'Andra fliken' }],
      })
      expect(again.status).toBe(200)
      const both = await load('home')
      expect(both.entries.find((e) => e.key === first.key)?.target).toBe(XSS)
      expect(both.entries.find((e) => e.key === second.key)?.source).toBe('Andra fliken')

      if (backend.kind === 'browser') {
        // DELETE needs the current version too, and drops this browser's saved edits.
        expect((await send('DELETE', 'home', { version: before.version })).status).toBe(409)
        expect((await send('DELETE', 'home', { version: both.version })).status).toBe(200)
        expect((await load('home')).entries).toEqual(before.entries)
      } else {
        // On files there is no reset: it would drop other actors' uncommitted work too.
        const files = ['sv', 'en'].map((lang) => readFileSync(backend.file(lang, 'home'), 'utf8'))
        const res = await send('DELETE', 'home', { version: both.version })
        expect(res.status).toBe(405)
        expect(apiErrorBodySchema.parse(await res.json()).error).toMatch(/git/)
        expect(
          ['sv', 'en'].map((lang) => readFileSync(backend.file(lang, 'home'), 'utf8')),
        ).toEqual(files)
      }
    })

    if (backend.file) {
      const file = backend.file
      it('writes the .po through pofile-ts: only the msgstr line changes, no temporary file left', async () => {
        const { version, entries } = await load('home')
        const key = entries[0]!.key
        await send('PUT', 'home', { version, changes: [{ key, target: 'Ny "text"' }] })
        const diff = (() => {
          try {
            execFileSync('diff', ['locales/en/home.po', file('en', 'home')])
            return ''
          } catch (e) {
            return String((e as { stdout: Buffer }).stdout)
          }
        })()
        const changed = diff.split('\n').filter((l) => /^[<>]/.test(l))
        expect(changed).toEqual([
          `< msgstr ${JSON.stringify(poMessages(readFileSync('locales/en/home.po', 'utf8')).get(key))}`,
          '> msgstr "Ny \\"text\\""',
        ])
        expect(readFileSync(file('sv', 'home'), 'utf8')).toBe(
          readFileSync('locales/sv/home.po', 'utf8'),
        )
        expect(readdirSync(join(dir, 'locales/en')).filter((f) => f.endsWith('.tmp'))).toEqual([])
      })
    }
  })
}

describe('saved edits this browser cannot read', () => {
  it.each([
    ['not JSON', '{"common": '],
    ['the wrong shape', '{"common":{"common.backToTop.label":5}}'],
  ])(
    'are set aside, not overwritten, and the table keeps every row (%s)',
    async (_, stored) => {
      localStorage.setItem('cirkla.editor.edits.v1', stored)
      const shipped = poMessages(readFileSync('locales/sv/common.po', 'utf8'))
      expect((await load('common')).entries).toHaveLength(shipped.size)
      const aside = Object.keys(localStorage).filter((k) =>
        k.startsWith('cirkla.editor.unreadable.'),
      )
      expect(aside).toHaveLength(1)
      expect(localStorage.getItem(aside[0]!)).toContain(stored.includes('5') ? '5' : '{"common": ')

      await renderEditor('sv')
      expect(await screen.findByTestId('editor-aside')).toHaveTextContent(/kunde inte läsas/)
      const save = { name: 'Spara ändringar' }
      expect(await screen.findByRole('button', save, { timeout: 20_000 })).toBeInTheDocument()
    },
    30_000,
  )
})

describe('edits saved in this browser by the first version (cirkla.editor.edits.v1)', () => {
  it('are migrated: a text equal to the release is no edit, any other waits as a conflict with it', async () => {
    const shipped = {
      source: poMessages(readFileSync('locales/sv/home.po', 'utf8')),
      target: poMessages(readFileSync('locales/en/home.po', 'utf8')),
    }
    const key = 'home.hero.badge'
    localStorage.setItem(
      'cirkla.editor.edits.v1',
      JSON.stringify({
        home: { [key]: { sv: shipped.source.get(key), en: 'My old badge' } },
      }),
    )
    const entry = (await load('home')).entries.find((e) => e.key === key)
    // The release shows; the old edit is not lost and not applied blindly.
    expect(entry).toMatchObject({
      source: shipped.source.get(key),
      target: shipped.target.get(key),
    })
    expect(entry?.release).toEqual({ target: 'My old badge' })
    expect(localStorage.getItem('cirkla.editor.edits.v1')).toBeNull()

    // Keeping it saves it on top of the current release, with that release as its base.
    const { version } = await load('home')
    const res = await send('PUT', 'home', { version, changes: [{ key, target: 'My old badge' }] })
    expect(res.status).toBe(200)
    const kept = (await load('home')).entries.find((e) => e.key === key)
    expect(kept?.target).toBe('My old badge')
    expect(kept?.release).toBeUndefined()
  })
})

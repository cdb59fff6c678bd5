import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { parsePo } from '../../src/features/editor/po'
import {
  translationCatalogueSchema,
  translationFilesSchema,
} from '../../src/features/editor/api-schema'

const namespaces = readdirSync('locales/sv')
  .filter((f) => f.endsWith('.po'))
  .map((f) => f.replace(/\.po$/, ''))
  .sort()

const get = async (path: string, lang = 'sv') => fetch(path, { headers: { 'Accept-Language': lang } })
const put = (id: string, body: unknown) =>
  fetch(`/api/translations/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('translation API (MSW handlers)', () => {
  it('lists one file per catalogue namespace, labelled in the asked language', async () => {
    const sv = translationFilesSchema.parse(await (await get('/api/translations')).json())
    const en = translationFilesSchema.parse(await (await get('/api/translations', 'en')).json())
    expect(sv.map((f) => f.id)).toEqual(namespaces)
    expect(sv.find((f) => f.id === 'home')?.label).toBe('Startsidan')
    expect(en.find((f) => f.id === 'home')?.label).toBe('Home page')
    expect(en.find((f) => f.id === 'calculator')?.label).toBe('Calculator')
  })

  it('serves the entries of the real .po files', async () => {
    const res = await get('/api/translations/common')
    expect(res.status).toBe(200)
    const body = translationCatalogueSchema.parse(await res.json())
    const sv = parsePo(readFileSync('locales/sv/common.po', 'utf8'))
    const en = parsePo(readFileSync('locales/en/common.po', 'utf8'))
    expect(body.id).toBe('common')
    expect(body.entries.map((e) => e.key)).toEqual([...sv.keys()].sort())
    for (const e of body.entries) {
      expect(e.sv).toBe(sv.get(e.key))
      expect(e.en).toBe(en.get(e.key))
    }
  })

  it('answers an unknown file with a 404 JSON error', async () => {
    const res = await get('/api/translations/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: expect.stringContaining('nope') as string })
    expect((await put('nope', { entries: [] })).status).toBe(404)
  })

  it('keeps saved edits in localStorage and discards them on DELETE', async () => {
    const before = translationCatalogueSchema.parse(await (await get('/api/translations/home')).json())
    const first = before.entries[0]
    if (!first) throw new Error('home catalogue is empty')
    const xss = '<img src=x onerror=alert(1)>'
    const saved = await put('home', { entries: [{ ...first, en: xss }] })
    expect(saved.status).toBe(200)
    expect(localStorage.getItem('cirkla.editor.edits.v1')).toContain('onerror')

    const after = translationCatalogueSchema.parse(await (await get('/api/translations/home')).json())
    expect(after.entries.find((e) => e.key === first.key)?.en).toBe(xss)
    expect(after.entries).toHaveLength(before.entries.length)

    const discarded = await fetch('/api/translations/home', { method: 'DELETE' })
    expect(discarded.status).toBe(200)
    const reset = translationCatalogueSchema.parse(await (await get('/api/translations/home')).json())
    expect(reset.entries).toEqual(before.entries)
  })

  it('stores only differences: saving the shipped text again removes the edit', async () => {
    const { entries } = translationCatalogueSchema.parse(await (await get('/api/translations/common')).json())
    const e = entries[0]
    if (!e) throw new Error('common catalogue is empty')
    await put('common', { entries: [{ ...e, sv: 'Ändrad' }] })
    await put('common', { entries: [e] })
    expect(JSON.parse(localStorage.getItem('cirkla.editor.edits.v1') ?? '{}')).toEqual({})
  })

  it('rejects a body that does not match the contract', async () => {
    expect((await put('common', { entries: [{ key: 1 }] })).status).toBe(400)
  })

  it('lets a test override a handler (the e2e load-failure path uses the same idea)', async () => {
    server.use(http.get('/api/translations', () => HttpResponse.json({ error: 'down' }, { status: 500 })))
    expect((await get('/api/translations')).status).toBe(500)
  })
})

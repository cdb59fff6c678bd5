import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from './api-server'
import { fileStorage } from '../../src/server/file-storage'
import {
  keepRenamedEnglish,
  markChangedSwedish,
  readCatalogues,
} from '../../src/server/extract-lock'
import { createHandlers } from '../../src/api/translation-api'
import { translationCatalogueSchema } from '../../src/api/api-schema'
import { parsePo, stringifyPo } from 'pofile-ts'
import { keepRenamed, poMessages, poOutdated, poRenamed, updatePo } from '../../src/po'
import { localesLayout } from './layout'

// Outdated English: a Swedish change by any route marks it in locales/en, an English
// save clears it. Without a code writer: Swedish goes to locales/sv only (the dev e2e
// tests/e2e/editor-dev-outdated.spec.ts writes the code too).
const root = mkdtempSync(join(tmpdir(), 'cirkla-outdated-'))
const layout = localesLayout(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))
const po = (lang: string) => join(root, 'locales', lang, 'home.po')
const read = (lang: string) => readFileSync(po(lang), 'utf8')

beforeEach(() => {
  rmSync(join(root, 'locales'), { recursive: true, force: true })
  cpSync('locales', join(root, 'locales'), { recursive: true })
  server.use(...createHandlers(fileStorage({ layout })))
})

async function put(changes: object[]) {
  const { version } = translationCatalogueSchema.parse(
    await (await fetch('/api/translations/home')).json(),
  )
  const res = await fetch('/api/translations/home', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version, changes }),
  })
  expect(res.status).toBe(200)
  return translationCatalogueSchema.parse(await res.json())
}

const sv = poMessages(readFileSync('locales/sv/home.po', 'utf8'))
const en = poMessages(readFileSync('locales/en/home.po', 'utf8'))
const key = [...en].find(([, text]) => text !== '')![0]
const was = sv.get(key)!

describe('a Swedish change marks its English outdated', () => {
  it('a Swedish save through the API marks the English, and the API shows the previous Swedish', async () => {
    const saved = await put([{ key, source: 'Helt ny svenska' }])
    expect(poOutdated(read('en')).get(key)).toBe(was)
    expect(poMessages(read('en')).get(key)).toBe(en.get(key))
    expect(saved.entries.find((e) => e.key === key)?.outdated).toEqual({ previous: was })
  })

  it('an English save clears the mark, and confirming (the same English) does too', async () => {
    await put([{ key, source: 'Helt ny svenska' }])
    await put([{ key, target: en.get(key) }])
    expect(poOutdated(read('en')).has(key)).toBe(false)
    expect(read('en')).toBe(readFileSync('locales/en/home.po', 'utf8'))
  })

  it('a Swedish save back to the text the English was translated from clears the mark', async () => {
    await put([{ key, source: 'Helt ny svenska' }])
    await put([{ key, source: 'Ännu nyare svenska' }])
    expect(poOutdated(read('en')).get(key)).toBe(was)
    const saved = await put([{ key, source: was }])
    expect(saved.entries.find((e) => e.key === key)?.outdated).toBeUndefined()
    expect(read('en')).toBe(readFileSync('locales/en/home.po', 'utf8'))
  })

  it('extract’s change of a Swedish text marks the English; unchanged texts stay unmarked', () => {
    const before = new Map([['home', poMessages(read('sv'))]])
    writeFileSync(po('sv'), updatePo(read('sv'), new Map([[key, 'Ändrad i koden']])))
    markChangedSwedish(layout, before)
    expect(poOutdated(read('en'))).toEqual(new Map([[key, was]]))
  })
})

/** What `lingui extract --clean` writes after a change in the code: ids renamed or removed. */
function extractWrote(rename: Record<string, string | null>) {
  for (const lang of ['sv', 'en']) {
    const file = parsePo(keepRenamed(read(lang), []))
    file.items = file.items.flatMap((item) => {
      const to = rename[item.msgid]
      if (to === undefined) return [item]
      if (to === null) return []
      item.msgid = to
      if (lang === 'en') item.msgstr = ['']
      return [item]
    })
    writeFileSync(po(lang), stringifyPo(file, { foldLength: 0 }))
  }
}

describe('a renamed id keeps its English for the new id', () => {
  const renamed = { key, source: was, target: en.get(key)! }

  it('a rename through extract keeps the old English with its Swedish, carried through later extracts', async () => {
    let before = readCatalogues(layout)
    extractWrote({ [key]: `${key}New` })
    keepRenamedEnglish(layout, before)
    expect(poRenamed(read('en'))).toEqual([renamed])
    expect(poMessages(read('en')).get(`${key}New`)).toBe('')
    // The API hands it to the editor beside the entries (the built editor reads the same file).
    const served = translationCatalogueSchema.parse(
      await (await fetch('/api/translations/home')).json(),
    )
    expect(served.renamed).toEqual([renamed])
    // The next extract (--clean drops obsolete entries) keeps it while the new id is untranslated.
    before = readCatalogues(layout)
    extractWrote({})
    keepRenamedEnglish(layout, before)
    expect(poRenamed(read('en'))).toEqual([renamed])
    // Once the new id has that English, the memory holds it anyway: it goes.
    writeFileSync(po('en'), updatePo(read('en'), new Map([[`${key}New`, renamed.target]])))
    before = readCatalogues(layout)
    extractWrote({})
    keepRenamedEnglish(layout, before)
    expect(poRenamed(read('en'))).toEqual([])
    expect(read('en')).not.toContain('#~')
  })

  it('a deletion (no id appears) keeps nothing', () => {
    const before = readCatalogues(layout)
    extractWrote({ [key]: null })
    keepRenamedEnglish(layout, before)
    expect(poRenamed(read('en'))).toEqual([])
    expect(poMessages(read('en')).has(key)).toBe(false)
  })
})

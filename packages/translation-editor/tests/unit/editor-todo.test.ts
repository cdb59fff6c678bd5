import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { TranslationCatalogue } from '../../src/api/api-schema'
import { todoFile, todoRows } from '../../src/table/todo'
import { nextToDoIndex } from '../../src/table/entries'
import { poMessages, poOutdated } from '../../src/po'

// The all-files view: every file's missing and outdated rows, file after file, with each row's
// file; a row the translator finished stays; Ctrl+Enter walks them (nextToDoIndex).
function catalogue(id: string): TranslationCatalogue {
  const sv = poMessages(readFileSync(`locales/sv/${id}.po`, 'utf8'))
  const enText = readFileSync(`locales/en/${id}.po`, 'utf8')
  const en = poMessages(enText)
  const outdated = poOutdated(enText)
  return {
    id,
    version: id,
    entries: [...sv.keys()].sort().map((key) => ({
      key,
      source: sv.get(key)!,
      target: en.get(key) ?? '',
      ...(outdated.has(key) && { outdated: { previous: outdated.get(key)! } }),
    })),
  }
}

const home = catalogue('home')
const legal = catalogue('legal')
// Real catalogues are complete: one missing English in home, one outdated in legal.
const [missing, outdated] = [home.entries[3]!, legal.entries[5]!]
home.entries = home.entries.map((e) => (e === missing ? { ...e, target: '' } : e))
legal.entries = legal.entries.map((e) =>
  e === outdated ? { ...e, outdated: { previous: 'Förra svenskan' } } : e,
)

describe('the rows to do in every file', () => {
  it('are the missing and outdated rows of each file, with their file', () => {
    const files = [todoFile(home, {}, {}), todoFile(legal, {}, {})]
    const { rows, fileOf } = todoRows(files, new Set())
    expect(rows.map((r) => r.key)).toEqual([missing.key, outdated.key])
    expect(fileOf.get(missing.key)).toBe('home')
    expect(fileOf.get(outdated.key)).toBe('legal')
    expect(nextToDoIndex(rows, 0)).toBe(1)
  })

  it('keep a row the translator filled in (unsaved, or pinned once saved)', () => {
    const draft = {
      source: missing.source,
      target: 'Filled in',
      base: { source: missing.source, target: '' },
    }
    const files = [todoFile(home, { [missing.key]: draft }, {}), todoFile(legal, {}, {})]
    const { rows } = todoRows(files, new Set())
    expect(rows.find((r) => r.key === missing.key)?.target).toBe('Filled in')
    expect(files[0]!.dirty).toEqual(new Set([missing.key]))
    const saved = todoFile(
      {
        ...home,
        entries: home.entries.map((e) =>
          e.key === missing.key ? { ...e, target: 'Filled in' } : e,
        ),
      },
      {},
      {},
    )
    expect(todoRows([saved], new Set([missing.key])).rows.map((r) => r.key)).toEqual([missing.key])
    expect(todoRows([saved], new Set()).rows).toEqual([])
  })
})

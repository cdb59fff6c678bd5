import { describe, expect, it } from 'vitest'
import {
  applyDrafts,
  countEntries,
  filterEntries,
  nextToDoIndex,
  toJson,
} from '../../src/table/entries'
import { exportedDrafts, UNSAVED, withDrafts } from '../../src/export/export-files'
import { formatter } from '@lingui/format-po'
import { readFileSync } from 'node:fs'
import { namespaces } from '../../../../src/shared/catalogues'
import { roles } from '../../src/host/languages'
import { languages } from '../../src/host/app-config'
import { icuIssues } from '../../src/row/icu'
import { changesOf, conflictsOf, dirtyKeys, rebase, tabView } from '../../src/drafts/drafts'
import { clearedEnglish, heldBack, standingRefusals } from '../../src/saving/refusals'
import { poMessages } from '../../src/po'

const rows = [
  { key: 'home.hero.title', source: 'Spåra lastbärare', target: 'Track load carriers' },
  { key: 'home.hero.lead', source: 'Snabbt och enkelt', target: '' },
  { key: 'home.cta.book', source: '', target: 'Book a demo' },
  { key: 'home.count', source: '{count} pallar', target: '   ' },
]

const outdated = { key: 'home.old', source: 'Ny', target: 'Old', outdated: { previous: 'Gammal' } }

describe('counters', () => {
  it('counts complete rows and missing texts per language (whitespace counts as empty)', () => {
    expect(countEntries(rows)).toEqual({
      total: 4,
      complete: 1,
      missingSv: 1,
      missingEn: 2,
      outdated: 0,
    })
  })

  it('counts outdated English, and an outdated row is not complete', () => {
    expect(countEntries([rows[0]!, outdated])).toEqual({
      total: 2,
      complete: 1,
      missingSv: 0,
      missingEn: 0,
      outdated: 1,
    })
  })
})

describe('filters', () => {
  it('searches key, Swedish and English case-insensitively as a substring', () => {
    const keys = (search: string) =>
      filterEntries(rows, { search, missing: 'all' }).map((r) => r.key)
    expect(keys('HERO')).toEqual(['home.hero.title', 'home.hero.lead'])
    expect(keys('lastbär')).toEqual(['home.hero.title'])
    expect(keys('DEMO')).toEqual(['home.cta.book'])
    expect(keys('nothing-like-this')).toEqual([])
  })

  it('keeps rows missing the source, the target or either', () => {
    const keys = (missing: 'source' | 'target' | 'either') =>
      filterEntries(rows, { search: '', missing }).map((r) => r.key)
    expect(keys('source')).toEqual(['home.cta.book'])
    expect(keys('target')).toEqual(['home.hero.lead', 'home.count'])
    expect(keys('either')).toEqual(['home.hero.lead', 'home.cta.book', 'home.count'])
  })

  it('keeps a pinned row visible after it is filled in, with the filter still applied', () => {
    const typed = applyDrafts(rows, {
      'home.hero.lead': { source: 'Snabbt och enkelt', target: 'Fast' },
    })
    const pinned = new Set(['home.hero.lead'])
    expect(filterEntries(typed, { search: '', missing: 'target' }).map((r) => r.key)).toEqual([
      'home.count',
    ])
    expect(
      filterEntries(typed, { search: '', missing: 'target', pinned }).map((r) => r.key),
    ).toEqual(['home.hero.lead', 'home.count'])
  })

  it('finds the next row with a missing text or outdated English, wrapping around', () => {
    expect(nextToDoIndex(rows, 0)).toBe(1)
    expect(nextToDoIndex(rows, 3)).toBe(1)
    expect(nextToDoIndex([rows[0]!], 0)).toBe(-1)
    expect(nextToDoIndex([rows[0]!, rows[0]!, outdated, rows[1]!], 0)).toBe(2)
  })
})

describe('drafts', () => {
  it('marks only rows whose text really changed as dirty', () => {
    const drafts = {
      'home.hero.title': {
        source: 'Spåra lastbärare',
        target: 'Track load carriers',
        base: { source: 'Spåra lastbärare', target: 'Track load carriers' },
      },
      'home.cta.book': {
        source: 'Boka demo',
        target: 'Book a demo',
        base: { source: '', target: 'Book a demo' },
      },
    }
    expect([...dirtyKeys(rows, drafts)]).toEqual(['home.cta.book'])
    expect(applyDrafts(rows, drafts)[2]).toEqual({
      key: 'home.cta.book',
      source: 'Boka demo',
      target: 'Book a demo',
    })
  })
})

describe('drafts against a file that changed', () => {
  const base = { source: 'Spåra lastbärare', target: 'Track load carriers' }
  const mine = { 'home.hero.title': { source: base.source, target: 'Trace load carriers', base } }

  it('sends only the languages the translator changed', () => {
    expect(changesOf(mine, ['home.hero.title'])).toEqual([
      { key: 'home.hero.title', target: 'Trace load carriers' },
    ])
  })

  it('follows the file where the translator did not edit, and keeps their text where they did', () => {
    const now = [{ key: 'home.hero.title', source: 'Spåra bärare', target: 'Track load carriers' }]
    const rebased = rebase(now, mine)
    expect(rebased['home.hero.title']).toMatchObject({
      source: 'Spåra bärare',
      target: 'Trace load carriers',
    })
    expect(conflictsOf(now, rebased)).toEqual([])
  })

  it('reports a clash when the same text changed in the file', () => {
    const now = [{ key: 'home.hero.title', source: base.source, target: 'Track carriers' }]
    expect(conflictsOf(now, rebase(now, mine))).toEqual([
      {
        key: 'home.hero.title',
        lang: 'target',
        mine: 'Trace load carriers',
        current: 'Track carriers',
      },
    ])
  })

  it('drops a draft the file now holds', () => {
    const now = [{ key: 'home.hero.title', source: base.source, target: 'Trace load carriers' }]
    expect(rebase(now, mine)).toEqual({})
  })
})

describe('ICU check', () => {
  it('flags placeholders that differ between the languages', () => {
    expect(icuIssues('{antal} pallar', '{count} pallets')).toEqual([
      { kind: 'placeholders', onlySv: ['antal'], onlyEn: ['count'] },
    ])
  })

  it('accepts the same placeholders in plural and select forms', () => {
    expect(
      icuIssues(
        '{count, plural, one {# pall} other {# pallar}}',
        '{count, plural, one {# pallet} other {# pallets}}',
      ),
    ).toEqual([])
    expect(icuIssues('Hej {name}', 'Hi {name}')).toEqual([])
  })

  it('flags text that is not valid ICU', () => {
    const issues = icuIssues('Hej {name', 'Hi {name}')
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ kind: 'syntax', lang: 'source' })
  })

  it('ignores empty texts: they are missing, not broken', () => {
    expect(icuIssues('', '{count} pallets')).toEqual([])
  })
})

describe('exports', () => {
  const xss = '<img src=x onerror=alert(1)>'
  const withXss = [...rows, { key: 'home.evil', source: xss, target: `"quoted"\nline\\2 ${xss}` }]

  it('copies flat JSON keyed by the dotted id, sorted by key', () => {
    const json = JSON.parse(toJson(withXss, 'target')) as Record<string, string>
    expect(Object.keys(json)).toEqual([...withXss.map((r) => r.key)].sort())
    expect(json['home.hero.title']).toBe('Track load carriers')
    expect(json['home.evil']).toBe(`"quoted"\nline\\2 ${xss}`)
  })

  it("exports every catalogue byte for byte as Lingui's formatter writes the same messages", () => {
    // The repository's formatter options (lingui.config.ts): no line numbers.
    const po = formatter({ lineNumbers: false })
    const text = `${xss} "quoted"\nline\\2`
    for (const ns of namespaces) {
      for (const role of roles) {
        const lang = languages[role]
        const shipped = readFileSync(`locales/${lang}/${ns}.po`, 'utf8')
        const ctx = { locale: lang, sourceLocale: 'sv', filename: `locales/${lang}/${ns}.po` }
        type Message = { translation?: string; extra?: { translatorComments?: string[] } }
        const catalog = po.parse(shipped, ctx) as Record<string, Message>
        const key = Object.keys(catalog)[0]!
        const base = { source: '', target: '' }
        const exported = withDrafts(shipped, { [key]: { source: text, target: text, base } }, role)
        catalog[key]!.translation = text
        // An exported draft says so in a translator comment, which Lingui keeps as such.
        const extra = catalog[key]!.extra ?? {}
        extra.translatorComments = [...(extra.translatorComments ?? []), UNSAVED]
        catalog[key]!.extra = extra
        const expected = po.serialize(catalog, { ...ctx, existing: shipped })
        expect(exported, `${lang}/${ns}.po`).toBe(expected)
        expect(poMessages(exported).get(key)).toBe(text)
      }
    }
  })
})

describe('what an export takes of the unsaved drafts', () => {
  const base = { source: 'Boka {count} demo', target: 'Book {count} demos' }
  const drafts = {
    'home.ok': { source: base.source, target: 'Book {count} demos today', base },
    'home.misspelt': { source: base.source, target: 'Book {cuont} demos', base },
    'home.plural': { source: base.source, target: '{count, plural, one {# demo}', base },
    'home.blank': { source: ' ', target: base.target, base },
  }

  it('none unless the translator asks for them', () => {
    expect(exportedDrafts(drafts, false)).toEqual({ taken: {}, refused: [] })
  })

  it('never a draft the editor refuses to save: a misspelt placeholder, a broken plural, an empty Swedish text', () => {
    const { taken, refused } = exportedDrafts(drafts, true)
    expect(Object.keys(taken)).toEqual(['home.ok'])
    expect(refused.sort()).toEqual(['home.blank', 'home.misspelt', 'home.plural'])
  })

  it('marks each draft it writes into the file as unsaved, and only those', () => {
    const shipped = readFileSync('locales/en/home.po', 'utf8')
    const [first, second] = [...poMessages(shipped).keys()]
    const d = { source: 'x', target: 'Draft', base: { source: 'x', target: 'y' } }
    const exported = withDrafts(shipped, { [first!]: d }, 'target')
    const items = exported.split('\n\n')
    const of = (key: string) => items.find((i) => i.includes(`msgid "${key}"`))!
    expect(of(first!)).toContain(`# ${UNSAVED}\n`)
    expect(of(second!)).not.toContain(UNSAVED)
    // A draft of the other language only leaves this file as it was.
    expect(withDrafts(shipped, { [first!]: { ...d, target: 'y' } }, 'target')).toBe(shipped)
  })
})

describe('two tabs, one row', () => {
  const base = { source: 'Spåra lastbärare', target: 'Track load carriers' }
  const typed = (target: string) => ({ source: base.source, target, base })
  const key = 'home.hero.title'

  it('shows the store where this tab typed nothing, or the store still holds what it typed', () => {
    const stored = { [key]: typed('From another tab') }
    expect(tabView(stored, {})).toEqual({ drafts: stored, conflicts: [] })
    expect(tabView(stored, { [key]: typed('From another tab') })).toEqual({
      drafts: stored,
      conflicts: [],
    })
  })

  it('keeps this tab’s text where another tab typed over it, and shows both to choose', () => {
    const view = tabView({ [key]: typed('From tab B') }, { [key]: typed('From tab A') })
    expect(view.drafts[key]?.target).toBe('From tab A')
    expect(view.conflicts).toEqual([
      { key, lang: 'target', mine: 'From tab A', current: 'From tab B' },
    ])
  })

  it('keeps this tab’s text when another tab saved or dropped the row: the file decides', () => {
    const view = tabView({}, { [key]: typed('From tab A') })
    expect(view).toEqual({ drafts: { [key]: typed('From tab A') }, conflicts: [] })
    // Saved elsewhere as typed here: nothing left to keep.
    expect(rebase([{ key, source: base.source, target: 'From tab A' }], view.drafts)).toEqual({})
    // Saved elsewhere with another text: the usual clash with the file.
    const now = [{ key, source: base.source, target: 'From tab B' }]
    expect(conflictsOf(now, rebase(now, view.drafts))).toEqual([
      { key, lang: 'target', mine: 'From tab A', current: 'From tab B' },
    ])
  })
})

describe('what a save leaves out', () => {
  const base = { source: 'Spåra lastbärare', target: 'Track load carriers' }

  it('leaves out a blank Swedish text, invalid ICU, and a text the API refused as it stands', () => {
    const drafts = {
      blank: { source: '  ', target: base.target, base },
      icu: { source: '{n pallar', target: base.target, base },
      refused: { source: 'Ny text', target: base.target, base },
      retyped: { source: 'Ny text 2', target: base.target, base },
      fine: { source: base.source, target: 'Trace', base },
      untouched: { source: '', target: 'Book', base: { source: '', target: 'Book it' } },
    }
    const refusals = {
      refused: {
        error: 'stale',
        reason: 'stale',
        texts: { source: 'Ny text', target: base.target },
      },
      retyped: {
        error: 'stale',
        reason: 'stale',
        texts: { source: 'Ny text', target: base.target },
      },
    }
    expect([...heldBack(drafts, Object.keys(drafts), refusals)].sort()).toEqual([
      'blank',
      'icu',
      'refused',
    ])
    expect(Object.keys(standingRefusals(drafts, refusals))).toEqual(['refused'])
  })

  it('lists the English texts a save would clear', () => {
    const drafts = {
      cleared: { source: base.source, target: ' ', base },
      wasEmpty: { source: 'Ny', target: '', base: { source: base.source, target: '' } },
      kept: { source: base.source, target: 'Trace', base },
    }
    expect(clearedEnglish(drafts, Object.keys(drafts))).toEqual(['cleared'])
  })
})

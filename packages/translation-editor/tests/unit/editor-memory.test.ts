import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  MIN_SIMILARITY,
  suggest,
  translationMemory,
  type MemoryUnit,
} from '../../src/suggestions/memory'
import { poMessages } from '../../src/po'

const unit = (key: string, source: string, target: string, file = 'common'): MemoryUnit => ({
  file,
  key,
  source,
  target,
})

describe('translation memory', () => {
  const memory = translationMemory([
    unit('a', 'Beräkna avgift', 'Calculate fee'),
    unit('b', 'Beräkna avgiften', 'Calculate the fee', 'calculator'),
    unit('c', 'Beräkna  AVGIFT ', 'Work out the fee', 'forms'),
    unit('d', 'Kontakta oss', 'Contact us'),
    unit('e', 'Beräkna avgift', '', 'home'),
  ])

  it('offers exact matches first (case and spacing aside), then close ones by similarity, never the row itself', () => {
    const found = suggest(memory, { file: 'common', key: 'a', source: 'Beräkna avgift' })
    expect(found.map((s) => [s.kind, s.unit.key])).toEqual([
      ['exact', 'c'],
      ['fuzzy', 'b'],
    ])
    expect(found[0]!.similarity).toBe(1)
    // "Beräkna avgiften" against "beräkna avgift": 2 edits over 16 characters
    expect(found[1]!.similarity).toBeCloseTo(1 - 2 / 16)
  })

  it('leaves out untranslated pairs and anything under the floor', () => {
    const found = suggest(memory, { file: 'x', key: 'y', source: 'Skriv till oss' })
    expect(found).toEqual([])
    expect(
      suggest(memory, { file: 'x', key: 'y', source: 'Kontakta oss!' }).map((s) => s.unit.target),
    ).toEqual(['Contact us'])
    expect(suggest(memory, { file: 'x', key: 'y', source: '  ' })).toEqual([])
  })

  it("offers a vanished id's English first, marked as a rename, when its Swedish is the same or close", () => {
    const found = suggest(
      memory,
      { file: 'calculator', key: 'calc.submit', source: 'Beräkna avgift' },
      {
        renamed: [
          unit('calc.button', 'Beräkna avgift', 'Compute fee', 'calculator'),
          unit('gone', 'Något annat', 'Other'),
        ],
      },
    )
    expect(found.map((s) => [s.kind, s.unit.target])).toEqual([
      ['renamed', 'Compute fee'],
      ['exact', 'Calculate fee'],
      ['exact', 'Work out the fee'],
      ['fuzzy', 'Calculate the fee'],
    ])
  })

  it('offers each English text once, at its best rank', () => {
    const twice = translationMemory([
      unit('a', 'Spara', 'Save'),
      unit('b', 'Spara!', 'Save'),
      unit('c', 'Spara', 'Save', 'forms'),
    ])
    expect(suggest(twice, { file: 'x', key: 'y', source: 'Spara' })).toHaveLength(1)
  })

  it('finds, for every translated message of the real catalogues, its own pair when asked from elsewhere', () => {
    const units = readdirSync('locales/sv')
      .filter((f) => f.endsWith('.po'))
      .flatMap((f) => {
        const file = f.replace(/\.po$/, '')
        const sv = poMessages(readFileSync(`locales/sv/${f}`, 'utf8'))
        const en = poMessages(readFileSync(`locales/en/${f}`, 'utf8'))
        return [...sv].map(([key, text]) => unit(key, text, en.get(key) ?? '', file))
      })
    const real = translationMemory(units)
    expect(real.units.length).toBeGreaterThan(500)
    for (const { unit: u } of real.units) {
      const found = suggest(
        real,
        { file: 'elsewhere', key: 'new', source: u.source },
        { limit: 50 },
      )
      expect(found[0]?.kind).toBe('exact')
      expect(found.map((s) => s.unit.target)).toContain(u.target)
      expect(found.every((s) => s.similarity >= MIN_SIMILARITY)).toBe(true)
    }
  })
})

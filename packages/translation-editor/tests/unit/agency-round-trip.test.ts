import { describe, expect, it } from 'vitest'
import { parsePo } from 'pofile-ts'
import { sourceWords } from '../../src/export/xliff'
import { poNotes, xliffUnit } from '../../src/export/xliff-units'
import { wordCount } from '../../src/export/word-count'
import { readReturned } from '../../src/import/read-returned'
import { reviewImport } from '../../src/import/review'
import { readAgency, snapshotEntries, snapshotXliff } from './agency-fixture'

// The round trip against translate-toolkit, an implementation independent of the editor: its
// outputs are checked in (fixtures/agency/, made by fixtures/agency/regenerate.ts with po2xliff,
// xliff2po and pocount), so the tests run where the tool is not installed.

describe('the XLIFF export, as translate-toolkit reads it', () => {
  it('is still the export the fixtures were made from', () => {
    expect(snapshotXliff()).toBe(readAgency('export.sv-en.xlf'))
  })

  it('reads back, through xliff2po, as the Swedish source, the English target and the id', () => {
    const entries = snapshotEntries()
    const items = parsePo(readAgency('export.xliff2po.po')).items.filter((i) => i.msgid)
    expect(items).toHaveLength(entries.length)
    for (const [i, e] of entries.entries()) {
      const item = items[i]!
      expect(item.references).toEqual([e.key])
      expect(item.msgid).toBe(e.source)
      expect(item.msgstr[0]).toBe(e.target)
      // Outdated English is fuzzy to the agency's tool; the rest is translated.
      expect(!!item.flags.fuzzy).toBe(!!e.outdated)
    }
    const contact = items.find((i) => i.references[0] === 'calculator.cta.contact')!
    expect(contact.extractedComments).toEqual([
      'The button under the result: opens the contact form',
    ])
    // Lingui's marker is not a developer's comment: not handed to the agency.
    expect(items.flatMap((i) => i.extractedComments)).not.toContain('js-lingui-explicit-id')
  })

  it('counts the source words as pocount does, in the panel and in the file', () => {
    const { sourceWords: pocount } = JSON.parse(readAgency('export.pocount.json')) as {
      sourceWords: number
    }
    const entries = snapshotEntries()
    expect(entries.reduce((n, e) => n + wordCount(e.source), 0)).toBe(pocount)
    expect(readAgency('export.sv-en.xlf')).toContain(
      `<count count-type="total" unit="word">${pocount}</count>`,
    )
    const notes = poNotes(readAgency('sv-calculator.po'))
    expect(sourceWords(entries.map((e) => xliffUnit(e, notes.get(e.key))))).toBe(pocount)
  })
})

describe('importing what an agency sends back', () => {
  const saved = snapshotEntries()

  it('reads a po2xliff file of the English catalogue (ids as the source)', () => {
    const review = reviewImport(readReturned(readAgency('returned-en.po2xliff.xlf')), saved)
    expect(review.rows).toEqual([
      expect.objectContaining({ kind: 'refused', key: 'calculator.chart.saving', reason: 'icu' }),
      expect.objectContaining({
        kind: 'change',
        key: 'calculator.chart.with',
        current: 'With approved system',
        next: 'With an approved system',
      }),
      { kind: 'unknown', key: 'calculator.agency.extra' },
    ])
    // The header unit po2xliff writes is no message; every other unit is unchanged.
    expect(review.unchanged).toBe(saved.length - 2)
  })

  it('reads the same returns as a .po file', () => {
    const review = reviewImport(readReturned(readAgency('returned-en.po')), saved)
    expect(review.rows.map((r) => [r.kind, r.key])).toEqual([
      ['refused', 'calculator.chart.saving'],
      ['change', 'calculator.chart.with'],
      ['unknown', 'calculator.agency.extra'],
    ])
  })

  it('reads the export after a whole trip through translate-toolkit (xliff2po, po2xliff)', () => {
    for (const name of ['returned-sv.po', 'returned-sv.po2xliff.xlf']) {
      const review = reviewImport(readReturned(readAgency(name)), saved)
      expect(review.rows, name).toEqual([
        expect.objectContaining({
          kind: 'change',
          key: 'calculator.cta.contact',
          next: 'Get in touch',
        }),
        // The agency cleared the fuzzy flag: the English is confirmed as it stands.
        expect.objectContaining({ kind: 'confirm', key: 'calculator.cta.heading' }),
      ])
      expect(review.unchanged, name).toBe(saved.length - 2)
    }
  })

  it('reads its own export back as nothing to change', () => {
    const review = reviewImport(readReturned(readAgency('export.sv-en.xlf')), saved)
    expect(review).toEqual({ rows: [], unchanged: saved.length })
  })
})

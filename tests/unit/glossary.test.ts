import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { glossaryIssues } from '../../src/shared/glossary'
import { poMessages } from '../../src/shared/po'

const dir = (lang: string) => join(__dirname, '../../locales', lang)
const catalogue = (lang: string, ns: string) =>
  poMessages(readFileSync(join(dir(lang), `${ns}.po`), 'utf8'))
const kinds = (id: string, sv: string, en: string) =>
  glossaryIssues(id, sv, en).map((i) => `${i.kind}:${i.term}`)

describe('glossary check', () => {
  it('accepts every message in today’s catalogues', () => {
    const problems = readdirSync(dir('sv'))
      .filter((f) => f.endsWith('.po'))
      .flatMap((f) => {
        const ns = f.replace(/\.po$/, '')
        const en = catalogue('en', ns)
        return [...catalogue('sv', ns)].flatMap(([id, sv]) =>
          glossaryIssues(id, sv, en.get(id) ?? '').map((i) => `${id}: ${i.message}`),
        )
      })
    expect(problems).toEqual([])
  })

  it('fails a real message once its English drifts from the glossary', () => {
    const sv = catalogue('sv', 'fleet').get('fleet.benefits.losses.title')!
    const en = catalogue('en', 'fleet').get('fleet.benefits.losses.title')!
    expect(glossaryIssues('fleet.benefits.losses.title', sv, en)).toEqual([])
    const drifted = en.replace(/leakage/i, 'losses')
    expect(kinds('fleet.benefits.losses.title', sv, drifted)).toEqual([
      'term:svinn',
      'avoid:losses',
    ])
  })

  it('asks for the one rendering of a Swedish term, whatever its inflection', () => {
    expect(kinds('x', 'Få tillbaka lastbärarna', 'Get your carriers back')).toEqual([
      'term:lastbärar',
    ])
    expect(kinds('x', 'Få tillbaka lastbärarna', 'Get your load carriers back')).toEqual([])
    expect(kinds('x', 'Optimera lastbärarflottan', 'Optimise your load-carrier fleet')).toEqual([])
    expect(kinds('x', 'Rapport till Naturvårdsverket', 'Report to the agency')).toEqual([
      'term:naturvårdsverk',
      'avoid:the agency',
    ])
  })

  it('never lets an avoided variant through, even where the Swedish differs', () => {
    expect(kinds('x', 'Logga in', 'Sign in')).toEqual(['term:logga in', 'avoid:sign in'])
    expect(kinds('x', 'Kontakt', 'Send us an e-mail')).toEqual(['avoid:e-mail'])
  })

  it('honours the per-id exceptions and only those', () => {
    expect(kinds('calculator.form.submit', 'Beräkna miljöavgift', 'Calculate fee')).toEqual([])
    expect(kinds('calculator.result.heading', 'Beräkna miljöavgift', 'Calculate fee')).toEqual([
      'term:miljöavgift',
    ])
  })

  it('holds each language to its house style for times and percentages', () => {
    expect(kinds('x', 'Vardagar 9–17', 'Weekdays 9am–5pm')).toEqual(['style:9am'])
    expect(kinds('x', 'Vardagar kl. 08:00–16:00', 'Weekdays 8:00–16:00')).toEqual(['style:08:00'])
    expect(kinds('x', 'Minst 25%', 'At least 25 %')).toEqual(['style:5%', 'style:5 %'])
    expect(kinds('x', 'Från 1 januari 2026', 'From January 1, 2026')).toEqual(['style:January 1'])
    expect(kinds('x', 'Vardagar 9–17, minst 25 %', 'Weekdays 9:00–17:00, at least 25%')).toEqual([])
  })
})

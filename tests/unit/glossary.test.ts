import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addressProblem, addressUses, glossaryIssues } from '../../src/shared/glossary'
import { poMessages } from 'lingui-translation-editor/po'

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
    expect(kinds('x', 'Minst 25 procent', 'At least 25 per cent')).toEqual([
      'style:25 procent',
      'style:25 per cent',
    ])
    expect(kinds('x', 'Besparing i procent', 'Saving in per cent')).toEqual([])
  })

  it('writes CO₂ with a subscript two in both languages', () => {
    expect(kinds('x', '−30 % CO2', '−30% CO2')).toEqual(['style:CO2', 'style:CO2'])
    expect(kinds('x', '351 kg CO₂e', '351 kg CO₂e och {co2}')).toEqual([])
  })

  it('keeps ”…” in Swedish and straight apostrophes and double quotes in English', () => {
    expect(kinds('x', 'Klicka på ”Visa karta”', 'Click "Show map"')).toEqual([])
    expect(kinds('x', 'Klicka på "Visa karta"', 'Click ‘Show map’')).toEqual(['style:"', 'style:‘'])
    expect(kinds('x', 'Cirkla', 'Cirkla’s app')).toEqual(['style:’'])
    expect(kinds('x', 'Cirkla', "Cirkla's app, the {product}'s page, 6 months' notice")).toEqual([])
    expect(kinds('x', 'Klicka på ”Visa karta”', "Click 'Show map'")).toEqual(["style: '"])
  })

  it('holds the drifting terms to one rendering', () => {
    expect(kinds('x', 'Utan system, privatperson', 'Without a system, private person')).toEqual([
      'term:privatperson',
      'avoid:private person',
    ])
    expect(kinds('x', 'Underlag', 'Figures')).toEqual(['term:underlag'])
    expect(kinds('x', 'Underlag', 'Data')).toEqual([])
    expect(kinds('x', 'Optimera flotta', 'Fleet optimisation')).toEqual(['term:optimera flotta'])
    expect(kinds('x', 'Optimera flotta', 'Optimise fleet')).toEqual([])
  })
})

describe('form of address', () => {
  const uses = (messages: Record<string, string>) =>
    addressUses(Object.entries(messages)).map((u) => `${u.id}:${u.form}:${u.word}`)

  it('finds both forms as whole words only', () => {
    expect(
      uses({
        a: 'Vill du se hur ni sparar?',
        b: 'Ert företag, era lastbärare och Er flotta',
        c: 'Dina uppgifter, ditt konto, hjälper dig',
        d: 'Generera rapporter, en digital dinosaurie, Erik och Nina',
      }),
    ).toEqual([
      'a:du:du',
      'a:ni:ni',
      'b:ni:Ert',
      'b:ni:era',
      'b:ni:Er',
      'c:du:Dina',
      'c:du:ditt',
      'c:du:dig',
    ])
  })

  it('fails a page that says "du" beside the "ni" of its own or common\'s messages', () => {
    const common = addressUses([['common.x', 'Så kommer ni igång']])
    expect(addressProblem('sv/home.po', addressUses([['home.a', 'Har ni frågor?']]), common)).toBe(
      null,
    )
    expect(addressProblem('sv/home.po', addressUses([['home.a', 'Har du frågor?']]), common)).toBe(
      'sv/home.po: says "du" to the reader (home.a), mixed with "ni" (common.x): the Swedish site says "ni" (README, house style)',
    )
  })

  it('every page of today\'s catalogues says "ni" and never "du"', () => {
    const sv = (ns: string) => catalogue('sv', ns)
    const common = addressUses(sv('common'))
    const pages = readdirSync(dir('sv'))
      .filter((f) => f.endsWith('.po'))
      .map((f) => f.replace(/\.po$/, ''))
    expect(addressProblem('sv/common.po', common)).toBe(null)
    expect(pages.map((ns) => addressProblem(`sv/${ns}.po`, addressUses(sv(ns)), common))).toEqual(
      pages.map(() => null),
    )
  })
})

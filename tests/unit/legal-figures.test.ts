import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import type { LegalSection } from '../../src/components/content/legal-document'
import { cookieSections } from '../../src/features/cookies/cookie-content'
import { privacySections } from '../../src/features/legal/privacy-content'
import { termsSections } from '../../src/features/legal/terms-content'
import { poMessages } from 'lingui-translation-editor/po'

/**
 * Every duration, amount and time the spec gives the legal texts, as each language writes it (the
 * house style: "25 %" / "25%", whole hours "8–16" / "8:00–16:00"), with the spec sections that
 * give it. A clause may state a figure only if it is here and the clause cites one of its sections.
 */
const specFigures: { sv: string[]; en: string[]; sections: string[]; spec: string }[] = [
  {
    sv: ['15 dagar'],
    en: ['15 days'],
    sections: ['§4', '§5', '§9'],
    spec: '§5 fault complaint in writing within 15 days; §9 fault complaint 15 days, payment term 15 days; §4 suspension when payment is more than 15 days late',
  },
  {
    sv: ['30 dagar'],
    en: ['30 days'],
    sections: ['§4', '§9'],
    spec: '§4 material breach not remedied within 30 days of written notice; §9 price changes and terms changes 30 days notice, DPA objection to sub-processors within 30 days',
  },
  {
    sv: ['6 månader', '6 månaders'],
    en: ['6 months'],
    sections: ['§4', '§5', '§9'],
    spec: '§4 provider notice 6 months; §5 damages claim within 6 months; §9 claims within 6 months, provider notice 6 months, DPA 6 months notice',
  },
  {
    sv: ['3 månader'],
    en: ['3 months'],
    sections: ['§4', '§9'],
    spec: '§4 data copy within 3 months after termination; §9 data copy within 3 months, DPA return or deletion request 3 months before the end',
  },
  {
    sv: ['2 år'],
    en: ['2 years'],
    sections: ['§9'],
    spec: '§9 confidentiality 2 years after the end',
  },
  {
    sv: ['1 prisbasbelopp'],
    en: ['1 price'],
    sections: ['§9'],
    spec: '§9 liability cap 1 price base amount',
  },
  {
    sv: ['100 %'],
    en: ['100%'],
    sections: ['§9'],
    spec: "§9 DPA liability cap 100% of the first year's fees",
  },
  {
    sv: ['8–16'],
    en: ['8:00–16:00'],
    sections: ['§9'],
    spec: '§9 support 08:00–16:00 (terms)',
  },
]

/** The legal documents' catalogues: the terms and the privacy policy's, and the cookie policy's. */
const catalogue = (lang: 'sv' | 'en') =>
  new Map(
    ['legal', 'cookies'].flatMap((ns) => [
      ...poMessages(readFileSync(join(__dirname, '../../locales', lang, `${ns}.po`), 'utf8')),
    ]),
  )
const texts = { sv: catalogue('sv'), en: catalogue('en') }

/** Each message of a legal document with the spec sections its clause cites. */
function clauses(sections: LegalSection[]): { id: string; cites: string[] }[] {
  return sections.flatMap((section) => {
    const cited = section.blocks.flatMap((b) => ('source' in b ? b.source : []))
    const of = (descriptors: MessageDescriptor[], cites: string[]) =>
      descriptors.map((d) => ({ id: d.id, cites }))
    return [
      // a heading speaks for the whole section
      ...of([section.heading], cited),
      ...section.blocks.flatMap((b) => {
        switch (b.kind) {
          case 'p':
            return of([b.text], b.source)
          case 'h3':
            return of([b.text], cited)
          case 'list':
            return of(b.items, b.source)
          case 'terms':
            return of(
              b.items.flatMap((i) => [i.term, i.definition]),
              b.source,
            )
          case 'table':
            return of([b.caption, ...b.head, ...b.rows.flat()], b.source)
          case 'pageLink':
            return of([b.text], cited)
          case 'contact':
            return []
        }
      }),
    ]
  })
}

/** "15 dagar", "6 months", "100 %", "8:00–16:00": a number or range and the word after it. */
const figurePattern = /\d+(?:[.,:]\d+)?(?:\s*[–-]\s*\d+(?:[.,:]\d+)?)?(?:\s*%|\s+\p{L}+)?/gu

/** The figures of a text that the spec does not give a clause citing `cites`. */
const unsupportedFigures = (lang: 'sv' | 'en', text: string, cites: string[]) =>
  [...text.matchAll(figurePattern)]
    .map(([figure]) => figure.replace(/\s+/g, ' '))
    .filter(
      (figure) =>
        !specFigures.some(
          (f) => f[lang].includes(figure) && f.sections.some((s) => cites.includes(s)),
        ),
    )

/** The figures of one language's legal texts that the spec does not give their clause. */
function unsupported(lang: 'sv' | 'en', documents: LegalSection[][]): string[] {
  return documents.flatMap(clauses).flatMap(({ id, cites }) => {
    const text = texts[lang].get(id)
    if (text === undefined) return [`${id}: in no ${lang} catalogue`]
    // one word is a name (the cookie policy's storage keys: cirkla.editor.edits.v2), no figure
    if (/^\S+$/.test(text)) return []
    return unsupportedFigures(lang, text, cites).map(
      (figure) => `${id}: "${figure}" (cites ${cites.join(', ') || 'nothing'})`,
    )
  })
}

describe('legal texts state only the figures the spec gives them', () => {
  const documents = [termsSections, privacySections, cookieSections]

  it.each(['sv', 'en'] as const)('%s: every duration, amount and time is the spec’s', (lang) => {
    expect(unsupported(lang, documents)).toEqual([])
  })

  it('finds the figures it checks (the terms state every one of the list)', () => {
    const stated = new Set(
      clauses(termsSections).flatMap(({ id }) =>
        [...texts.sv.get(id)!.matchAll(figurePattern)].map(([f]) => f.replace(/\s+/g, ' ')),
      ),
    )
    expect(specFigures.filter((f) => !f.sv.some((form) => stated.has(form)))).toEqual([])
  })

  it('rejects a figure the spec does not give, or one its clause does not cite', () => {
    const check = (text: string, cites: string[]) => unsupportedFigures('en', text, cites)
    expect(check('Replies within 2 hours.', ['§9'])).toEqual(['2 hours'])
    expect(check('The payment term is 45 days.', ['§9'])).toEqual(['45 days'])
    expect(check('Confidentiality for 2 years.', ['§4'])).toEqual(['2 years'])
    expect(check('Confidentiality for 2 years.', ['§9'])).toEqual([])
  })
})

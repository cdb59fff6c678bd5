import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePo } from 'pofile-ts'
import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatPercent, formatSek } from '../../src/i18n/format'
import { materials, materialFacts, type FigureRange } from '../../src/config/materials'
import {
  feesForKg,
  KG_PER_TONNE,
  oreToSek,
  producerFigures,
  rates,
  systemReductionPercent,
} from '../../src/config/rates'

/**
 * Every fee rate, rate date and material figure lives in src/config/rates.ts and
 * src/config/materials.ts, and so do the figures computed from them. This scans the sources and
 * both catalogues for them, in every form they could be typed: "2,75" / "2.75", "137 500" /
 * "137_500", "98 %", "1 januari 2026", "3–5", the öre value 275, `[3, 5]`, `formatSek(68.75`. The
 * figures come from the modules themselves, so the scan follows a new fee schedule; that the
 * modules hold the spec's figures is tests/unit/business-constants.test.tsx.
 */

const constantsModules = new Set(['src/config/rates.ts', 'src/config/materials.ts'])

/**
 * The few places a figure may stand as text, by file: comments (and one house-style rule) that
 * show what the format layer writes. A fragment that no longer matches fails the last test, so
 * the list stays short and true.
 */
const allowed: Record<string, string[]> = {
  'src/i18n/format.ts': [
    '/** A calendar date in words: 2026-01-01 -> sv "1 januari 2026", en "1 January 2026". */',
  ],
  // The house style's example of an English date.
  'src/shared/glossary.ts': [
    ' * ("1 January 2026"), straight apostrophes and double quotes ("Show map"; curly ones were mixed in,',
    "      rule: 'day before month: 1 January 2026',",
  ],
}

const listed = (list: Record<string, string[]>, h: Hit) =>
  (list[h.file] ?? []).some((fragment) => h.line.includes(fragment))

// ---- the figures, from the constants modules ----

const { example } = producerFigures
const tonnesFees = feesForKg('wood', example.tonnes * KG_PER_TONNE)
const palletFees = feesForKg('wood', example.palletKg)

/** The fees per kg in SEK (and the CO₂ factor per kg): matched bare, as "från 2,75 till" typed them. */
const perKg = [
  ...Object.values(rates.perKg).flatMap((r) => [
    oreToSek(r.businessOre),
    oreToSek(r.privateOre),
    oreToSek(r.withSystemOre),
  ]),
  rates.co2KgPerKg,
]
/** Amounts computed from them: matched next to their currency ("1,25 kr", "SEK 1.25"), or bare when large. */
const amounts = [
  tonnesFees.business,
  tonnesFees.withSystem,
  palletFees.business,
  palletFees.private,
  palletFees.withSystem,
]
const percents = [systemReductionPercent('wood'), producerFigures.claimedReductionPercent]
const ores = Object.values(rates.perKg).flatMap((r) => [r.businessOre, r.privateOre])
const dates = Object.values(rates.perKg).flatMap((r) => ('appliesFrom' in r ? [r.appliesFrom] : []))
const ranges: FigureRange[] = materials.flatMap((m) => {
  const f = materialFacts[m]
  return [f.lifespanYears, f.palletWeightKg, f.recyclingPercent]
})
/** Figures a formatting call must never get as a literal: every fee-like figure of the modules. */
const formatted = [
  ...perKg,
  ...amounts,
  ...percents,
  producerFigures.otherWoodStatementSek.business,
  producerFigures.otherWoodStatementSek.private,
]

// ---- how each can be typed ----

const NOT_DIGIT_BEFORE = String.raw`(?<![\d.,_])`
const NOT_DIGIT_AFTER = String.raw`(?![\d_]|[.,]\d)`
const GROUP = String.raw`[ ,._\u00a0\u202f]?`

/** 2.75 -> 2[.,]75; 12.9 -> 12[.,]90?; 137500 -> 137[ ,._]?500. */
function numberPattern(value: number): string {
  const [whole = '', decimals] = String(value).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP)
  if (!decimals) return grouped
  return `${grouped}[.,]${decimals}${decimals.length === 1 ? '0?' : ''}`
}
const bounded = (pattern: string) => `${NOT_DIGIT_BEFORE}${pattern}${NOT_DIGIT_AFTER}`

const months = {
  sv: 'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december',
  en: 'January|February|March|April|May|June|July|August|September|October|November|December',
}
function datePatterns(iso: string): RegExp[] {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const sv = months.sv.split('|')[month - 1]!
  const en = months.en.split('|')[month - 1]!
  return [
    new RegExp(iso),
    new RegExp(`\\b${day}\\s${sv}\\s${year}\\b`, 'i'),
    new RegExp(`\\b${day}\\s${en}\\s${year}\\b`, 'i'),
  ]
}

/** Patterns for text anywhere: the sources' strings and comments, and the catalogues. */
const CURRENCY = String.raw`(kr|SEK)`
const SPACE = String.raw`[\s\u00a0\u202f]?`
const textPatterns: RegExp[] = [
  ...perKg.map((v) => new RegExp(bounded(numberPattern(v)))),
  ...amounts.map((v) =>
    v >= 1000
      ? new RegExp(bounded(numberPattern(v)))
      : new RegExp(
          `${CURRENCY}${SPACE}${bounded(numberPattern(v))}|${bounded(numberPattern(v))}${SPACE}${CURRENCY}`,
        ),
  ),
  ...percents.map((v) => new RegExp(bounded(`${numberPattern(v)}\\s?%`))),
  ...dates.flatMap(datePatterns),
  ...ranges.map((r) =>
    r.max === undefined
      ? new RegExp(bounded(`${r.min}\\s?\\+`))
      : new RegExp(bounded(`${r.min}\\s?[–-]\\s?${r.max}`)),
  ),
]

/** Patterns for code only: the öre values, a material range as data, a figure formatted as a literal. */
const codePatterns: RegExp[] = [
  ...ores.map((v) => new RegExp(`(?<![\\w.#-])${v}(?![\\w.%])`)),
  ...ranges.map((r) =>
    r.max === undefined
      ? new RegExp(`(min|from)\\w*:\\s*${r.min}\\b(?!\\s*,\\s*(max|to)\\w*:)`)
      : new RegExp(
          `\\[\\s*${r.min}\\s*,\\s*${r.max}\\s*\\]|\\b${r.min}\\s*,\\s*(max|to)\\w*:\\s*${r.max}\\b`,
        ),
  ),
  new RegExp(
    String.raw`(format\w*|fmt\.\w+|intlNumber)\(\s*(lang,\s*)?(` +
      formatted.map((v) => numberPattern(v)).join('|') +
      String.raw`)\s*[,)]`,
  ),
]

// ---- the files ----

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(d.name) && d.name !== 'routeTree.gen.ts' ? [path] : []
  })
}

interface Hit {
  file: string
  line: string
  pattern: string
}

/** Style values are not figures: rgba(…, 0.06), '0.06em', lineHeight: '1.25'. */
const withoutStyles = (line: string) =>
  line
    .replace(/rgba?\([^)]*\)/g, '')
    .replace(/\d*\.?\d+(em|rem|px|vw|vh|fr|ms)\b/g, '')
    .replace(/\b(lineHeight|opacity|zIndex):\s*'?[\d.]+'?/g, '')

function hits(file: string, lines: string[], patterns: RegExp[]): Hit[] {
  return lines.flatMap((line) => {
    const text = file.startsWith('src/') ? withoutStyles(line) : line
    return patterns.filter((p) => p.test(text)).map((p) => ({ file, line, pattern: p.source }))
  })
}

describe('no fee rate, rate date or material figure outside the constants modules', () => {
  const sources = sourceFiles('src').filter((f) => !constantsModules.has(f))
  const sourceHits = sources.flatMap((file) =>
    hits(file, readFileSync(file, 'utf8').split('\n'), [...textPatterns, ...codePatterns]),
  )

  it('the scan finds each figure as the pages show it and as code would type it', () => {
    const any = (text: string, patterns: RegExp[]) => patterns.some((p) => p.test(text))
    for (const lang of ['sv', 'en'] as const) {
      for (const v of perKg) expect(any(formatNumber(v, lang), textPatterns), `${v}`).toBe(true)
      for (const v of amounts) expect(any(formatSek(v, lang), textPatterns), `${v} kr`).toBe(true)
      for (const v of percents) expect(any(formatPercent(v, lang), textPatterns), `${v}`).toBe(true)
      for (const d of dates) expect(any(formatDate(d, lang), textPatterns), d).toBe(true)
    }
    for (const r of ranges) {
      const shown = r.max === undefined ? `${r.min}+ år` : `${r.min}–${r.max} %`
      expect(any(shown, textPatterns), shown).toBe(true)
    }
    // The modules type each rate in öre and each range as data: the code patterns find them there.
    const modules = [...constantsModules].map((f) => readFileSync(f, 'utf8')).join('\n')
    for (const p of codePatterns.slice(0, -1)) expect(modules, p.source).toMatch(p)
    for (const call of [
      `formatSekPerKg(${perKg[0]}, lang)`,
      `fmt.money(${producerFigures.otherWoodStatementSek.business})`,
      `formatPercent(${percents[0]}, lang)`,
    ])
      expect(any(call, codePatterns), call).toBe(true)
  })

  it('src/: none typed in code, strings or comments, but the formatting examples', () => {
    expect(sourceHits.filter((h) => !listed(allowed, h))).toEqual([])
  })

  const catalogues = readdirSync('locales', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join('locales', d.name)).map((f) => join('locales', d.name, f)))
  const catalogueHits = catalogues.flatMap((file) => {
    const po = parsePo(readFileSync(file, 'utf8'))
    return hits(
      file,
      po.items.map((item) => `${item.msgid}: ${item.msgstr.join('')}`),
      textPatterns,
    )
  })

  it('locales/: no catalogue types one; messages take them as placeholders', () => {
    expect(catalogues.length).toBeGreaterThan(20)
    expect(catalogueHits).toEqual([])
  })

  it('every allowed fragment still matches a hit (the list stays short and true)', () => {
    const all = [...sourceHits, ...catalogueHits]
    for (const [file, fragments] of Object.entries(allowed))
      for (const fragment of fragments)
        expect(
          all.some((h) => h.file === file && h.line.includes(fragment)),
          `allowed: ${file}: ${fragment}`,
        ).toBe(true)
    expect(Object.values(allowed).flat().length).toBeLessThanOrEqual(13)
  })
})

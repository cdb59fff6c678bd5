import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { materialFacts } from '../../src/config/materials'
import {
  feesForKg,
  KG_PER_TONNE,
  oreToSek,
  producerFigures,
  rates,
  systemReductionPercent,
} from '../../src/config/rates'
import { apiEndpoints } from '../../src/features/api/api-endpoints'
import { pagePaths, pages } from '../../src/i18n/pages'
import { locales, type Locale } from '../../src/i18n/locales'
import { formatDate, formatPercent, intlNumber } from '../../src/i18n/format'
import { publicPath } from '../../src/i18n/slugs'
import { renderRoute } from './render-route'

/**
 * The business constants (src/config/rates.ts, src/config/materials.ts) hold the spec's figures
 * (§9), the derived ones are computed from them, and every page that states one reads it from
 * there: change a figure in the module and every page shows the new one, none the old.
 *
 * The first test below is the ONE place a test states today's fees: every other test derives its
 * expected figures from the modules, so a new fee schedule fails that test only (docs/testing.md).
 */

describe('the constants are the spec’s (§9)', () => {
  it('fees per kg, without and with an approved system, the date the source gives, and the worked examples', () => {
    const sek = (m: keyof typeof rates.perKg) => {
      const r = rates.perKg[m]
      return [oreToSek(r.businessOre), oreToSek(r.privateOre), oreToSek(r.withSystemOre)]
    }
    expect(sek('wood')).toEqual([2.75, 13.75, 0.05])
    // No household rate for plastic and steel in the source: the business rate, and said so.
    expect(sek('plastic')).toEqual([12.9, 12.9, 0.05])
    expect(sek('steel')).toEqual([12.3, 12.3, 0.06])
    expect(rates.perKg.plastic.appliesFrom).toBe('2026-01-01')
    expect(rates.co2KgPerKg).toBe(0.8)
    // The spec's worked examples, computed from them: 98 % lower, 50 tonnes, one EUR pallet.
    expect(systemReductionPercent('wood')).toBe(98)
    expect(feesForKg('wood', producerFigures.example.tonnes * KG_PER_TONNE)).toEqual({
      business: 137_500,
      private: 687_500,
      withSystem: 2_500,
    })
    expect(feesForKg('wood', producerFigures.example.palletKg)).toEqual({
      business: 68.75,
      private: 343.75,
      withSystem: 1.25,
    })
  })

  it('the figures that are not fees, as stated; the API example is the worked example', () => {
    expect(producerFigures.claimedReductionPercent).toBe(99.5)
    expect(producerFigures.minReturnRatePercent).toBe(25)
    expect(producerFigures.savingsPercent).toEqual({ min: 30, max: 40 })
    expect(producerFigures.otherWoodStatementSek).toEqual({ business: 13, private: 8 })
    // The API page's example report is the worked example's tonnes in an approved system.
    const report = apiEndpoints.find((e) => e.id === 'reports-producer')!
    const weightKg = producerFigures.example.tonnes * KG_PER_TONNE
    const feeSek = feesForKg('wood', weightKg).withSystem
    expect(JSON.parse(report.exampleResponse)).toMatchObject({
      materials: [{ material: 'wood', weightKg, feeSek }],
      totalFeeSek: feeSek,
    })
  })

  it('the material table', () => {
    expect(materialFacts).toEqual({
      wood: {
        lifespanYears: { min: 3, max: 5 },
        palletWeightKg: { min: 20, max: 25 },
        recyclingPercent: { min: 80, max: 90 },
      },
      plastic: {
        lifespanYears: { min: 10, max: 15 },
        palletWeightKg: { min: 15, max: 20 },
        recyclingPercent: { min: 60, max: 70 },
      },
      steel: {
        lifespanYears: { min: 20 },
        palletWeightKg: { min: 40, max: 60 },
        recyclingPercent: { min: 95, max: 100 },
      },
    })
  })
})

// ---- change figures in the module, render every page ----

/** The modules' objects as the test changes them: writable, figures widened to number. */
type Writable<T> = T extends number
  ? number
  : T extends string
    ? string
    : { -readonly [K in keyof T]: Writable<T[K]> }
const module = { rates, producerFigures, materialFacts } as unknown as Writable<{
  rates: typeof rates
  producerFigures: typeof producerFigures
  materialFacts: typeof materialFacts
}>
const original = structuredClone(module)
afterEach(() => {
  module.rates.perKg.wood.businessOre = original.rates.perKg.wood.businessOre
  module.rates.perKg.plastic.appliesFrom = original.rates.perKg.plastic.appliesFrom
  module.rates.perKg.steel.withSystemOre = original.rates.perKg.steel.withSystemOre
  module.producerFigures.claimedReductionPercent = original.producerFigures.claimedReductionPercent
  module.materialFacts.wood.lifespanYears.max = original.materialFacts.wood.lifespanYears.max
})

/** A figure as the pages' text shows it, without its unit: "2,75", "137 500", "1 januari 2026". */
const shownAs = (value: number, lang: Locale) =>
  intlNumber(lang, value, {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).replace(/\u00a0/g, ' ')
const pallet = () => feesForKg('wood', producerFigures.example.palletKg).business
const fiftyTonnes = () => feesForKg('wood', producerFigures.example.tonnes * KG_PER_TONNE).business
const woodLifespan = (lang: Locale) =>
  `${materialFacts.wood.lifespanYears.min}–${materialFacts.wood.lifespanYears.max} ${lang === 'sv' ? 'år' : 'years'}`

/**
 * Each change: what it changes, and how the pages show that figure (read before and after the
 * change, from the modules themselves). The new figures are the old ones moved a little.
 */
const changes = [
  {
    what: 'wood business fee',
    shown: (l: Locale) => shownAs(oreToSek(rates.perKg.wood.businessOre), l),
  },
  { what: 'its 50-tonne example', shown: (l: Locale) => shownAs(fiftyTonnes(), l) },
  { what: 'its EUR pallet example', shown: (l: Locale) => shownAs(pallet(), l) },
  {
    what: 'the plastic fees’ date',
    shown: (l: Locale) => formatDate(rates.perKg.plastic.appliesFrom, l).replace(/\u00a0/g, ' '),
  },
  {
    what: 'steel with a system',
    shown: (l: Locale) => shownAs(oreToSek(rates.perKg.steel.withSystemOre), l),
  },
  {
    what: 'the claim',
    shown: (l: Locale) =>
      formatPercent(producerFigures.claimedReductionPercent, l).replace(/\u00a0/g, ' '),
  },
  { what: 'wood lifespan', shown: woodLifespan },
] as const

function change() {
  module.rates.perKg.wood.businessOre = original.rates.perKg.wood.businessOre + 20
  module.rates.perKg.plastic.appliesFrom = '2027-03-01'
  module.rates.perKg.steel.withSystemOre = original.rates.perKg.steel.withSystemOre + 1
  module.producerFigures.claimedReductionPercent =
    original.producerFigures.claimedReductionPercent - 0.1
  module.materialFacts.wood.lifespanYears.max =
    (original.materialFacts.wood.lifespanYears.max ?? 0) + 1
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Occurrences of a figure, not inside a longer one ("2,75" is not in "12,75"). */
const count = (text: string, figure: string) =>
  text.match(new RegExp(`(?<![\\d.,])${escape(figure)}(?![\\d]|[.,]\\d)`, 'g'))?.length ?? 0

/**
 * The page's main content, spaces plain. The footer is left out: its "99,5 %" is still typed
 * (tests/unit/no-literal-figures.test.ts lists it, pending outside this change).
 */
async function mainText(url: string): Promise<string> {
  await renderRoute(url)
  await screen.findByRole('heading', { level: 1 })
  // Text node by text node: table cells must not run together ("3–5 år10–15 år").
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
  const text = parts.join(' ')
  // The next render is the same page again: unmount this one first (setup.ts does after a test).
  cleanup()
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/** The files under `dir` that import the constants modules. */
function readers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name))
    .filter((f) => /from '[./]*\/config\/(rates|materials)'/.test(readFileSync(f, 'utf8')))
}

/**
 * The pages that can state a figure: those whose feature folder reads the modules (none types
 * one, tests/unit/no-literal-figures.test.ts), or every page once a shared component does.
 * Rendering only these keeps the test at a third of the time of all 36 URLs.
 */
const shared = readers('src/components').length > 0
const urls = pagePaths
  .filter((p) => !('internal' in pages[p]))
  .filter((p) => shared || readers(`src/features/${pages[p].ns}`).length > 0)
  .flatMap((p) => locales.map((lang) => ({ lang, url: publicPath(p, lang) })))

describe('a figure changed in the module changes on every page that states it', () => {
  const stated = new Map<string, string[]>()

  it.each(urls)('$url: states the new figure wherever it stated the old', async ({ lang, url }) => {
    const before = await mainText(url)
    const olds = changes.map((c) => c.shown(lang))
    change()
    const nexts = changes.map((c) => c.shown(lang))
    const after = await mainText(url)
    for (const [i, c] of changes.entries()) {
      const [old, next] = [olds[i]!, nexts[i]!]
      const was = count(before, old)
      expect(count(before, next), `had ${next} before: ${c.what}`).toBe(0)
      expect(count(after, old), `still states ${old}: ${c.what}`).toBe(0)
      expect(count(after, next), c.what).toBe(was)
      if (was) stated.set(c.what, [...(stated.get(c.what) ?? []), url])
    }
  })

  it('the pages that state each figure (so the checks above are not vacuous)', () => {
    // The pages that state each figure (so the check above is not vacuous).
    expect(Object.fromEntries(stated)).toEqual({
      'wood business fee': [
        '/sv',
        '/en',
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
        '/sv/material/tra-plast-stal',
        '/en/materials/wood-plastic-steel',
      ],
      'its 50-tonne example': [
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
      ],
      'its EUR pallet example': [
        '/sv',
        '/en',
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
      ],
      'the plastic fees’ date': [
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
        '/sv/material/tra-plast-stal',
        '/en/materials/wood-plastic-steel',
      ],
      'steel with a system': [
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
        '/sv/material/tra-plast-stal',
        '/en/materials/wood-plastic-steel',
      ],
      'the claim': ['/sv', '/en', '/sv/producentansvar', '/en/producer-responsibility'],
      'wood lifespan': ['/sv/material/tra-plast-stal', '/en/materials/wood-plastic-steel'],
    })
  })
})

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
import { locales } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/slugs'
import { renderRoute } from './render-route'

/**
 * Issue 35: the business constants (src/config/rates.ts, src/config/materials.ts) hold the spec's
 * figures (§9), the derived ones are computed from them, and every page that states one reads it
 * from there: change a figure in the module and every page shows the new one, none the old.
 */

describe('the constants are the spec’s (§9)', () => {
  it('fees per kg, without and with an approved system, and the one date the source gives', () => {
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
  })

  it('the derived figures are computed: 98 %, 50 tonnes, one EUR pallet; the claim as stated', () => {
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
    expect(producerFigures.claimedReductionPercent).toBe(99.5)
    expect(producerFigures.minReturnRatePercent).toBe(25)
    expect(producerFigures.savingsPercent).toEqual({ min: 30, max: 40 })
    expect(producerFigures.otherWoodStatementSek).toEqual({ business: 13, private: 8 })
    // The API page's example report is the worked example's tonnes in an approved system.
    const report = apiEndpoints.find((e) => e.id === 'reports-producer')!
    expect(JSON.parse(report.exampleResponse)).toMatchObject({
      materials: [{ material: 'wood', weightKg: 50_000, feeSek: 2_500 }],
      totalFeeSek: 2_500,
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

/** Each change: a figure as the pages show it before, and after (sv, en). Distinct on purpose. */
const changes = [
  { what: 'wood business fee 2.75 -> 2.95', sv: ['2,75', '2,95'], en: ['2.75', '2.95'] },
  { what: 'its 50-tonne example', sv: ['137 500', '147 500'], en: ['137,500', '147,500'] },
  { what: 'its EUR pallet example', sv: ['68,75', '73,75'], en: ['68.75', '73.75'] },
  {
    what: 'the plastic fees’ date',
    sv: ['1 januari 2026', '1 mars 2027'],
    en: ['1 January 2026', '1 March 2027'],
  },
  { what: 'steel with a system 0.06 -> 0.07', sv: ['0,06', '0,07'], en: ['0.06', '0.07'] },
  { what: 'the claim 99.5 % -> 99.4 %', sv: ['99,5 %', '99,4 %'], en: ['99.5%', '99.4%'] },
  {
    what: 'wood lifespan 3–5 -> 3–6 years',
    sv: ['3–5 år', '3–6 år'],
    en: ['3–5 years', '3–6 years'],
  },
] as const

function change() {
  module.rates.perKg.wood.businessOre = 295
  module.rates.perKg.plastic.appliesFrom = '2027-03-01'
  module.rates.perKg.steel.withSystemOre = 7
  module.producerFigures.claimedReductionPercent = 99.4
  module.materialFacts.wood.lifespanYears.max = 6
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
    change()
    const after = await mainText(url)
    for (const c of changes) {
      const [old, next] = c[lang]
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
      'wood business fee 2.75 -> 2.95': [
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
      'steel with a system 0.06 -> 0.07': [
        '/sv/producentansvar',
        '/en/producer-responsibility',
        '/sv/kalkylator',
        '/en/calculator',
        '/sv/material/tra-plast-stal',
        '/en/materials/wood-plastic-steel',
      ],
      'the claim 99.5 % -> 99.4 %': [
        '/sv',
        '/en',
        '/sv/producentansvar',
        '/en/producer-responsibility',
      ],
      'wood lifespan 3–5 -> 3–6 years': [
        '/sv/material/tra-plast-stal',
        '/en/materials/wood-plastic-steel',
      ],
    })
  })
})

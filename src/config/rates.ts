/**
 * THE business constants: every fee the site states, the date it applies from where the source
 * gives one, and its source; the figures computed from them (the reduction with an approved
 * system, the worked examples); and the producer-responsibility page's other figures. The
 * calculator, the producer-responsibility page, the home page, the material guide and the API
 * example read them from here and hand them to their messages as placeholders, formatted by
 * i18n/format.ts: a new fee schedule is a one-file change. The material table is in
 * materials.ts, next to this file. tests/unit/business-constants.test.tsx changes a rate here and
 * sees every page that states it change; tests/unit/no-literal-figures.test.ts finds none of these
 * figures typed anywhere else in src/ or locales/.
 *
 * Source: the fees per kg without and with an approved reuse system that Cirkla publishes on its
 * producer-responsibility page (product specification §9, "Producer-responsibility figures"), and
 * the wood fees for business and private persons the calculator uses (§9, "Calculator"). The
 * source dates only the plastic fees (from 1 January 2026) and says nothing of VAT, so nothing here
 * claims a date or a tax basis it does not give (tests/unit/calculator-rates.test.ts). It gives no
 * household (private) rate for plastic or steel, so the calculator charges the private share of
 * those at the business rate and says so.
 *
 * Money is kept in öre (integers) so that sums and products stay exact; see
 * features/calculator/calculate.ts.
 */

import { isMaterial, materials, type Material } from './materials'

export { isMaterial, materials, type Material }

interface MaterialRates {
  /** Fee per kg delivered to businesses, in öre. */
  businessOre: number
  /** Fee per kg delivered to private persons, in öre. */
  privateOre: number
  /** False when the source gives no household rate and `privateOre` repeats the business rate. */
  privateRateKnown: boolean
  /** Fee per kg when the carriers are in an approved reuse system, in öre. */
  withSystemOre: number
  /** The date (ISO 8601) the source gives for these fees, where it gives one. */
  appliesFrom?: string
}

/** The fees per kg, per material, in öre; their source is the paragraph at the top. */
export const rates = {
  currency: 'SEK',
  perKg: {
    wood: { businessOre: 275, privateOre: 1375, privateRateKnown: true, withSystemOre: 5 },
    plastic: {
      businessOre: 1290,
      privateOre: 1290,
      privateRateKnown: false,
      withSystemOre: 5,
      appliesFrom: '2026-01-01',
    },
    steel: { businessOre: 1230, privateOre: 1230, privateRateKnown: false, withSystemOre: 6 },
  } satisfies Record<Material, MaterialRates>,
  /** kg CO2e per kg of packaging: the spec's "annual environmental impact from packaging" factor. */
  co2KgPerKg: 0.8,
} as const

/** Öre -> SEK for display (2.75 for wood). */
export const oreToSek = (ore: number) => ore / 100

/** The producer-responsibility figures that are not fees (spec §9, same section). */
export const producerFigures = {
  /** "Up to 99.5 percent" lower fee: the provider's claim as the spec states it, not computed. */
  claimedReductionPercent: 99.5,
  /** An approved system qualifies with a return rate of at least this, in percent. */
  minReturnRatePercent: 25,
  /** What an approved system saves in all, in percent. */
  savingsPercent: { min: 30, max: 40 },
  /** The worked examples: so many tonnes of wood packaging a year, one EUR pallet of so many kg. */
  example: { tonnes: 50, palletKg: 25 },
  /**
   * An FAQ's other statement of the wood fee (§9, "Calculator"): a base fee per kg for business
   * and for private persons. Shown apart, attributed, never used as the calculator's rate.
   */
  otherWoodStatementSek: { business: 13, private: 8 },
} as const

/**
 * How much lower the fee is with an approved system, in whole percent, rounded down so that
 * "over" and "about" stay true: wood 2.75 -> 0.05 SEK/kg is 98.2 %, stated as 98 %.
 */
export function systemReductionPercent(material: Material): number {
  const { businessOre, withSystemOre } = rates.perKg[material]
  return Math.floor(((businessOre - withSystemOre) * 100) / businessOre)
}

/** The fees for `kg` of a material, in SEK; exact for whole kilograms (öre × kg). */
export function feesForKg(material: Material, kg: number) {
  const r = rates.perKg[material]
  return {
    business: oreToSek(r.businessOre * kg),
    private: oreToSek(r.privateOre * kg),
    withSystem: oreToSek(r.withSystemOre * kg),
  }
}

/** The fees per kg in SEK, for pages that state them (the calculator formats its own from öre). */
export function feesPerKgSek(material: Material) {
  return feesForKg(material, 1)
}

export const KG_PER_TONNE = 1000

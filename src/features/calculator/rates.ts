/**
 * The ONE place the calculator's fees live. Every figure the page shows (result, footnotes, the
 * formula explanation and the FAQ) is read from here, so a new fee schedule is a one-file change.
 *
 * Source: the fees per kg without and with an approved reuse system that Cirkla publishes on its
 * producer-responsibility page (product specification §9, "Producer-responsibility figures"). The
 * source dates only the plastic fees (from 1 January 2026) and says nothing of VAT, so nothing here
 * claims a date or a tax basis it does not give (tests/unit/calculator-rates.test.ts). It gives no
 * household (private) rate for plastic or steel, so the calculator charges the private share of
 * those at the business rate and says so.
 *
 * Money is kept in öre (integers) so that sums and products stay exact; see calculate.ts.
 */

import { materials, type Material } from './bounds'

export { materials, type Material }

export const isMaterial = (value: unknown): value is Material =>
  typeof value === 'string' && (materials as readonly string[]).includes(value)

export interface MaterialRates {
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

/**
 * The load-carrier materials and what the site says about each (product specification §9,
 * "Materials"). The material guide's table reads these figures; nothing else types them.
 * The fees per material are in rates.ts, next to this file.
 */

export const materials = ['wood', 'plastic', 'steel'] as const
export type Material = (typeof materials)[number]

export const isMaterial = (value: unknown): value is Material =>
  typeof value === 'string' && (materials as readonly string[]).includes(value)

/** A range as the spec states it: `max` is absent for an open-ended one ("20+"). */
export interface FigureRange {
  min: number
  max?: number
}

export interface MaterialFacts {
  lifespanYears: FigureRange
  /** Weight of one EUR pallet of the material, in kg. */
  palletWeightKg: FigureRange
  recyclingPercent: FigureRange
}

/** Spec §9, "Materials": the table as the spec gives it, per material. */
export const materialFacts: Readonly<Record<Material, MaterialFacts>> = {
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
}

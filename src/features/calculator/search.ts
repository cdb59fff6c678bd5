import { MAX_TRANSPORTS, MAX_WEIGHT_KG, materials, type Material } from './bounds'

/** The calculator's shareable URL: ?transports=2000&weight=25&material=wood&business=100. */
export interface CalculatorSearch {
  transports?: number
  weight?: number
  material?: Material
  business?: number
}

const bounded = (value: unknown, max: number, integer: boolean) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= max &&
  (!integer || Number.isInteger(value))
    ? value + 0 // "-0" is 0: -0 + 0 is +0
    : undefined

/**
 * The route's validateSearch. Each parameter falls back on its own: a garbage value becomes
 * "absent" (the form default), never an error page. Deliberately not zod: validateSearch ships
 * in the route tree, i.e. on every page's first load, and even zod/mini cost ~9 KB gzip there;
 * the form itself still validates with zod. Same bounds as the form (parse-input.ts).
 */
export function validateCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  // Every key is returned, undefined included: the router keeps raw search values for keys the
  // validator leaves out, so an omitted key would let "?transports=<script>" through.
  return {
    transports: bounded(search.transports, MAX_TRANSPORTS, true),
    weight: bounded(search.weight, MAX_WEIGHT_KG, false),
    material: materials.find((m) => m === search.material),
    business: bounded(search.business, 100, true),
  }
}

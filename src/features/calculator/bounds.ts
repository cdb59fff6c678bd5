// Input bounds shared by the form and the route's validateSearch. Kept apart from parse-input.ts
// and rates.ts because validateSearch ships in the route tree, on every page's first load.

/** More load carriers per year than any single company handles; keeps every sum exact in öre. */
export const MAX_TRANSPORTS = 100_000_000
/** Heavier than any load carrier (a steel container is well below this). */
export const MAX_WEIGHT_KG = 10_000

export { materials, type Material } from '../../config/materials'

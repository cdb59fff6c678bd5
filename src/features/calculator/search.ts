import { z } from 'zod/mini'
import { materials } from './rates'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG } from './parse-input'

/**
 * The calculator's shareable URL: ?transports=2000&weight=25&material=wood&business=100.
 * Each parameter falls back on its own: a garbage value becomes "absent" (the form default), never
 * an error page. zod/mini keeps this small, because validateSearch ships with the route tree.
 */
const bounded = (max: number, integer: boolean) =>
  z.catch(
    z.optional((integer ? z.int() : z.number()).check(z.minimum(0), z.maximum(max))),
    undefined,
  )

export const calculatorSearchSchema = z.object({
  transports: bounded(MAX_TRANSPORTS, true),
  weight: bounded(MAX_WEIGHT_KG, false),
  material: z.catch(z.optional(z.enum(materials)), undefined),
  business: bounded(100, true),
})

export type CalculatorSearch = z.infer<typeof calculatorSearchSchema>

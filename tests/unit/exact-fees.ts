import { rates, type Material } from '../../src/config/rates'

/**
 * The calculator's arithmetic done the slow, obvious way, on the decimal strings themselves and
 * with the rates module's figures: what the calculator tests expect (calculate.ts must agree),
 * so a new fee schedule changes their expectations with it.
 */

/** A decimal string as [units, 10^scale]: "1.0004" -> [10004n, 10000n]. */
export const toExact = (text: string): [bigint, bigint] => {
  const [whole, fraction = ''] = text.split('.')
  return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)]
}

/** n/d rounded half up to an integer (non-negative). */
export const halfUp = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n)

/**
 * The amounts for `transports` × `weight` kg (a decimal string) of `material`, `share` percent to
 * businesses: each in SEK, rounded once to whole öre from the exact product.
 */
export function expectedFees(
  transports: number,
  weight: string,
  share: number,
  material: Material,
) {
  const r = rates.perKg[material]
  const [w, unit] = toExact(weight)
  const kg = BigInt(transports) * w
  const business = halfUp(kg * BigInt(share) * BigInt(r.businessOre), unit * 100n)
  const privately = halfUp(kg * BigInt(100 - share) * BigInt(r.privateOre), unit * 100n)
  const withSystem = halfUp(kg * BigInt(r.withSystemOre), unit)
  const sek = (ore: bigint) => Number(ore) / 100
  const fee = business + privately
  return {
    businessCost: sek(business),
    privateCost: sek(privately),
    environmentalFee: sek(fee),
    feeWithSystem: sek(withSystem),
    saving: sek(fee > withSystem ? fee - withSystem : 0n),
  }
}

/** `a` × `b` exactly, as the nearest double (the weight times the CO₂e factor). */
export function exactProduct(a: number, b: number): number {
  const [x, xUnit] = toExact(String(a))
  const [y, yUnit] = toExact(String(b))
  return Number(`${x * y}e-${(xUnit * yUnit).toString().length - 1}`)
}

/**
 * The calculator's shareable URL: ?transports=2000&weight=25&material=wood&business=100. Each
 * parameter as the link has it (the router has read "2000" as a number and kept text as text):
 * the form reads it as it reads typing (link.ts) and says what it cannot use, so nothing a link
 * holds is dropped on the way.
 */
export interface CalculatorSearch {
  transports?: number | string
  weight?: number | string
  material?: number | string
  business?: number | string
}

/**
 * A parameter as the link has it: a finite number ("-0" is 0) or text; a repeated one by its
 * first value.
 */
function kept(value: unknown) {
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : Number.isFinite(first) ? Number(first) + 0 : undefined
}

/**
 * The route's validateSearch: never an error page. Deliberately tiny: validateSearch ships in
 * the route tree, i.e. on every page's first load; the calculator's own checks come with its
 * page (form-schema.ts, link.ts).
 */
export function validateCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  // Every key is returned, undefined included: the router keeps raw search values for keys the
  // validator leaves out, so an omitted key would pass on whatever the link had (an object).
  return {
    transports: kept(search.transports),
    weight: kept(search.weight),
    material: kept(search.material),
    business: kept(search.business),
  }
}

import type { Material } from '../../config/rates'
import { inputValue, parseTransports, parseWeight } from './parse-input'
import type { CalculatorInput } from './calculate'
import type { CalculatorSearch } from './search'

/** What the form holds: the number fields as typed (a Swede types "2,5"). */
export interface CalculatorFormValues {
  transports: string
  weight: string
  material: Material
  business: number
}

export const defaultFormValues: CalculatorFormValues = {
  transports: '',
  weight: '',
  material: 'wood',
  business: 100,
}

/** The calculator's input from valid form values (unparsable numbers count as 0). */
export const toCalculatorInput = (values: CalculatorFormValues): CalculatorInput => ({
  transports: inputValue(parseTransports(values.transports)),
  weightKg: inputValue(parseWeight(values.weight)),
  material: values.material,
  businessPercentage: values.business,
})

/** The search params the form writes: only numbers it reads as numbers, its material and share. */
export interface FormSearch {
  transports?: number
  weight?: number
  material: Material
  business: number
}

/** The shareable search params of a calculation. */
export const toSearch = (input: CalculatorInput): Required<FormSearch> => ({
  transports: input.transports,
  weight: input.weightKg,
  material: input.material,
  business: input.businessPercentage,
})

/** The calculation search params the form wrote describe: one once both numbers are in. */
export const searchInput = (search: FormSearch): CalculatorInput | null =>
  search.transports === undefined || search.weight === undefined
    ? null
    : {
        transports: search.transports,
        weightKg: search.weight,
        material: search.material,
        businessPercentage: search.business,
      }

/**
 * The search params for form values as typed, or that did not calculate: only the fields that
 * hold a valid number are kept, so the link never reproduces an earlier result.
 */
export const validSearch = (values: CalculatorFormValues): FormSearch => {
  const transports = parseTransports(values.transports)
  const weight = parseWeight(values.weight)
  return {
    transports: transports.kind === 'number' ? transports.value : undefined,
    weight: weight.kind === 'number' ? weight.value : undefined,
    material: values.material,
    business: values.business,
  }
}

/** Whether two calculations are the same one (a URL's defaults filled in). */
export const sameInput = (a: CalculatorInput | null, b: CalculatorInput | null) =>
  !!a && !!b && sameSearch(toSearch(a), toSearch(b))

/** Whether two URLs describe the same calculator (absent and undefined are the same). */
export const sameSearch = (a: CalculatorSearch, b: CalculatorSearch) =>
  a.transports === b.transports &&
  a.weight === b.weight &&
  a.material === b.material &&
  a.business === b.business

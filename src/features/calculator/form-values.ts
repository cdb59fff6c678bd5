import type { Locale } from '../../i18n/locales'
import type { Material } from '../../config/rates'
import { formatInput, inputValue, parseTransports, parseWeight } from './parse-input'
import type { CalculatorInput } from './calculate'
import type { CalculatorSearch } from './search'

/** What the form holds: the number fields as typed (a Swede types "2,5"). */
export interface CalculatorFormValues {
  transports: string
  weight: string
  material: Material
  business: number
}

const defaultFormValues: CalculatorFormValues = {
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

/** The shareable search params of a calculation. */
export const toSearch = (input: CalculatorInput): Required<CalculatorSearch> => ({
  transports: input.transports,
  weight: input.weightKg,
  material: input.material,
  business: input.businessPercentage,
})

/**
 * The calculation a URL describes: one as soon as it names the number of carriers and their
 * weight (search.ts has already dropped invalid values; the rest take the form's defaults).
 */
export const searchInput = (search: CalculatorSearch): CalculatorInput | null =>
  search.transports === undefined || search.weight === undefined
    ? null
    : {
        transports: search.transports,
        weightKg: search.weight,
        material: search.material ?? defaultFormValues.material,
        businessPercentage: search.business ?? defaultFormValues.business,
      }

/**
 * The form a URL describes, written the page language's way ("2,5" in Swedish, "2.5" in
 * English): each valid parameter fills its field, a missing one leaves the field empty or at
 * its default.
 */
export const fromSearch = (search: CalculatorSearch, lang: Locale): CalculatorFormValues => ({
  transports: search.transports === undefined ? '' : formatInput(search.transports, lang),
  weight: search.weight === undefined ? '' : formatInput(search.weight, lang),
  material: search.material ?? defaultFormValues.material,
  business: search.business ?? defaultFormValues.business,
})

/**
 * The search params for form values as typed, or that did not calculate: only the fields that
 * hold a valid number are kept, so the link never reproduces an earlier result.
 */
export const validSearch = (values: CalculatorFormValues): CalculatorSearch => {
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

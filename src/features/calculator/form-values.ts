import type { Locale } from '../../i18n/locales'
import type { Material } from './rates'
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

export const defaultFormValues: CalculatorFormValues = {
  transports: '',
  weight: '',
  material: 'wood',
  business: 100,
}

/** The calculator's input from valid form values (unparsable numbers count as 0). */
export const toCalculatorInput = (values: CalculatorFormValues, lang: Locale): CalculatorInput => ({
  transports: inputValue(parseTransports(values.transports, lang)),
  weightKg: inputValue(parseWeight(values.weight, lang)),
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
 * The form a shared link describes: each valid parameter fills its field, a missing one leaves the
 * field empty or at its default (search.ts has already dropped invalid ones).
 */
export const fromSearch = (search: CalculatorSearch, lang: Locale): CalculatorFormValues => ({
  transports: search.transports === undefined ? '' : formatInput(search.transports, lang),
  weight: search.weight === undefined ? '' : formatInput(search.weight, lang),
  material: search.material ?? defaultFormValues.material,
  business: search.business ?? defaultFormValues.business,
})

/**
 * The search params for form values that did not calculate: only the fields that hold a valid
 * number are kept, so the link never reproduces an earlier result.
 */
export const validSearch = (values: CalculatorFormValues, lang: Locale): CalculatorSearch => {
  const transports = parseTransports(values.transports, lang)
  const weight = parseWeight(values.weight, lang)
  return {
    transports: transports.kind === 'number' ? transports.value : undefined,
    weight: weight.kind === 'number' ? weight.value : undefined,
    material: values.material,
    business: values.business,
  }
}

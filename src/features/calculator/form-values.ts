import type { Locale } from '../../i18n/locales'
import type { Material } from './rates'
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

/** Issue messages are codes; the form shows the translated text for each. */
export type FieldErrorCode = 'required' | 'negative' | 'tooLarge' | 'notInteger'

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

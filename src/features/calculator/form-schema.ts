import { z } from 'zod/mini'
import type { Locale } from '../../i18n/locales'
import { materials, type Material } from './rates'
import { inputValue, parseTransports, parseWeight, type ParsedInput } from './parse-input'
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

const inputCheck = (parse: (raw: string) => ParsedInput) =>
  z.superRefine<string>((raw, ctx) => {
    const parsed = parse(raw)
    if (parsed.kind === 'empty') ctx.addIssue('required' satisfies FieldErrorCode)
    else if (parsed.kind === 'invalid') ctx.addIssue(parsed.problem satisfies FieldErrorCode)
    // 'notANumber' is not an error here: the spec counts it as 0 and the form explains it.
  })

/** Validates on submit: empty, negative, too large or fractional carriers block the result. */
export const calculatorFormSchema = (lang: Locale) =>
  z.object({
    transports: z.string().check(inputCheck((raw) => parseTransports(raw, lang))),
    weight: z.string().check(inputCheck((raw) => parseWeight(raw, lang))),
    material: z.enum(materials),
    business: z.int().check(z.minimum(0), z.maximum(100)),
  })

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

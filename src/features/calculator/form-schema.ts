import { z } from 'zod/mini'
import type { Locale } from '../../i18n/locales'
import { materials } from './rates'
import { parseTransports, parseWeight, type ParsedInput } from './parse-input'
import type { FieldErrorCode } from './form-values'

// Only the submit validation needs zod: the form fetches this module when the visitor starts on
// it (or submits), so zod is not part of the calculator's first load.

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

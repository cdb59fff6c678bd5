import { msg } from '@lingui/core/macro'
import { fieldChecks } from '../../components/forms/field-checks'
import type { CalculatorFormValues } from './form-values'
import { parseTransports, parseWeight, type ParsedInput } from './parse-input'

// Issue messages are catalogue ids; the form shows them with its `messageValues` (the bounds,
// formatted for the page's language).
const messages = {
  transports: {
    required: msg({
      id: 'calculator.form.transports.required',
      message: 'Fyll i antal lastbärare per år.',
    }),
    negative: msg({
      id: 'calculator.form.transports.negative',
      message: 'Antalet kan inte vara negativt.',
    }),
    tooLarge: msg({
      id: 'calculator.form.transports.tooLarge',
      message: 'Ange högst {maxTransports} lastbärare per år.',
    }),
    notInteger: msg({
      id: 'calculator.form.transports.notInteger',
      message: 'Ange ett helt antal lastbärare.',
    }),
    // parseTransports never reports it: a count reads "2.000" as thousands.
    ambiguous: undefined,
  },
  weight: {
    required: msg({
      id: 'calculator.form.weight.required',
      message: 'Fyll i vikten per lastbärare.',
    }),
    negative: msg({
      id: 'calculator.form.weight.negative',
      message: 'Vikten kan inte vara negativ.',
    }),
    tooLarge: msg({
      id: 'calculator.form.weight.tooLarge',
      message: 'Ange högst {maxWeight}\u00a0kg per lastbärare.',
    }),
    // parseWeight never reports it: a weight may have decimals.
    notInteger: undefined,
    ambiguous: msg({
      id: 'calculator.form.weight.ambiguous',
      message:
        'Tre siffror efter punkt eller komma kan betyda tusental eller decimaler. Skriv 1250 eller 1,25.',
    }),
  },
}

/** The message for what blocks a result, if anything does. */
const inputCheck =
  (parse: (raw: string) => ParsedInput, text: (typeof messages)['transports' | 'weight']) =>
  (raw: string) => {
    const parsed = parse(raw)
    const problem =
      parsed.kind === 'empty' ? 'required' : parsed.kind === 'invalid' ? parsed.problem : undefined
    // 'notANumber' is not an error: the spec counts it as 0, and the field says so (notice).
    return problem && text[problem]?.id
  }

/** Each number field's check: the catalogue id of what blocks a result, if anything does. */
export const numberChecks = {
  transports: inputCheck(parseTransports, messages.transports),
  weight: inputCheck(parseWeight, messages.weight),
}

/**
 * Empty, negative, too large, fractional carriers and an ambiguous weight block the result. The
 * material and the business share come from radio buttons and a range, and from a link only
 * what they can show (link.ts): they cannot be out of bounds.
 */
export const calculatorFormSchema = fieldChecks<CalculatorFormValues>(numberChecks)

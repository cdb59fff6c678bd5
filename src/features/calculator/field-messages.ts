import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../i18n/locales'
import { calculatorFormat } from './format'
import type { FieldErrorCode } from './form-values'
import { MAX_TRANSPORTS, MAX_WEIGHT_KG, type ParsedInput } from './parse-input'

/**
 * The number fields' messages: the blocking error the zod schema reported (a code), or after a
 * first attempt the spec's "counts as 0" notice for text that is not a number.
 */
export function useFieldMessages(lang: Locale) {
  const { t } = useLingui()
  const fmt = calculatorFormat(lang)
  const maxTransports = fmt.number(MAX_TRANSPORTS)
  const maxWeight = fmt.number(MAX_WEIGHT_KG)
  const errorText: Record<'transports' | 'weight', Record<FieldErrorCode, string>> = {
    transports: {
      required: t({
        id: 'calculator.form.transports.required',
        message: 'Fyll i antal lastbärare per år.',
      }),
      negative: t({
        id: 'calculator.form.transports.negative',
        message: 'Antalet kan inte vara negativt.',
      }),
      tooLarge: t({
        id: 'calculator.form.transports.tooLarge',
        message: `Ange högst ${maxTransports} lastbärare per år.`,
      }),
      notInteger: t({
        id: 'calculator.form.transports.notInteger',
        message: 'Ange ett helt antal lastbärare.',
      }),
    },
    weight: {
      required: t({
        id: 'calculator.form.weight.required',
        message: 'Fyll i vikten per lastbärare.',
      }),
      negative: t({
        id: 'calculator.form.weight.negative',
        message: 'Vikten kan inte vara negativ.',
      }),
      tooLarge: t({
        id: 'calculator.form.weight.tooLarge',
        message: `Ange högst ${maxWeight} kg per lastbärare.`,
      }),
      notInteger: '',
    },
  }
  const notANumber = t({
    id: 'calculator.form.notANumber',
    message: 'Ange ett tal. Fältet räknas som 0.',
  })

  return (
    name: 'transports' | 'weight',
    errors: readonly unknown[],
    parsed: ParsedInput,
    attempted: boolean,
  ): string | undefined => {
    const code = (errors[0] as { message?: string } | undefined)?.message as
      FieldErrorCode | undefined
    if (code) return errorText[name][code] || undefined
    return attempted && parsed.kind === 'notANumber' ? notANumber : undefined
  }
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IcuSyntaxError, IcuSyntaxReason } from '../icu'

/**
 * The ICU parser's refusals in the translator's language (its own text is English). `value` is
 * the case, type or escape the parser named; `line` and `col` where it stopped.
 */
const reasons: Record<IcuSyntaxReason, (e: IcuSyntaxError) => MessageDescriptor> = {
  end: () =>
    msg({
      id: 'editor.icu.error.end',
      message: 'texten tar slut innan alla klammerparenteser har stängts',
    }),
  invalid: () => msg({ id: 'editor.icu.error.invalid', message: 'ogiltig syntax' }),
  selectCase: ({ value }) =>
    msg({ id: 'editor.icu.error.selectCase', message: `fallet ${value} går inte i select` }),
  pluralCase: ({ value }) =>
    msg({
      id: 'editor.icu.error.pluralCase',
      message: `pluralfallet ${value} finns inte i det här språket`,
    }),
  offsetSelect: () =>
    msg({ id: 'editor.icu.error.offsetSelect', message: 'offset går bara i plural' }),
  offsetOrder: () =>
    msg({ id: 'editor.icu.error.offsetOrder', message: 'offset måste stå före fallen' }),
  type: ({ value }) => msg({ id: 'editor.icu.error.type', message: `okänd typ: ${value}` }),
  escape: ({ value }) =>
    msg({ id: 'editor.icu.error.escape', message: `escape-mönstret stöds inte: ${value}` }),
  other: ({ value }) => msg({ id: 'editor.icu.error.other', message: `fel: ${value}` }),
}

/** Why the parser refused a text, in the translator's language. */
export const icuReason = (error: IcuSyntaxError): MessageDescriptor => reasons[error.reason](error)

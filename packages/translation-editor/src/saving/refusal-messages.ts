import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ApiErrorBody } from '../api/api-schema'

/**
 * A refusal of the translation API in the editor's own words and language, from its `reason`
 * (api-schema.ts lists them); a reason the editor does not know shows the API's own sentence.
 * `language`: the source language's name mid-sentence, in the interface's language
 * (i18n/language-names.ts): the code locks and the empty text concern the source text.
 */
export function refusalMessage(
  r: Pick<ApiErrorBody, 'reason' | 'error'>,
  language: string,
): MessageDescriptor {
  switch (r.reason) {
    case 'elements':
    case 'expressions':
      return msg({
        id: 'editor.refused.markup',
        message: `Sparades inte: meddelandet innehåller element eller uttryck, så texten på ${language} ändras i koden.`,
      })
    case 'computed':
      return msg({
        id: 'editor.refused.computed',
        message: `Sparades inte: meddelandet räknas fram i koden, så texten på ${language} ändras där.`,
      })
    case 'duplicate':
      return msg({
        id: 'editor.refused.duplicate',
        message: 'Sparades inte: id:t definieras på flera ställen i koden.',
      })
    case 'missing':
      return msg({
        id: 'editor.refused.missing',
        message:
          'Sparades inte: meddelandet finns inte där katalogen säger (kör npm run extract först).',
      })
    case 'stale':
      return msg({
        id: 'editor.refused.stale',
        message: 'Sparades inte: koden har en annan text än katalogen (kör npm run extract först).',
      })
    case 'unwritable':
      return msg({
        id: 'editor.refused.unwritable',
        message: 'Sparades inte: koden kan inte hålla den här texten exakt. Ändra den i koden.',
      })
    case 'unknown-key':
      return msg({
        id: 'editor.refused.unknownKey',
        message: 'Sparades inte: meddelandet finns inte längre i filen.',
      })
    case 'syntax':
      return msg({
        id: 'editor.refused.syntax',
        message: 'Sparades inte: texten är inte giltig ICU.',
      })
    case 'placeholders':
      return msg({
        id: 'editor.refused.placeholders',
        message: 'Sparades inte: platshållarna skiljer sig från det andra språkets eller kodens.',
      })
    case 'empty':
      return msg({
        id: 'editor.refused.empty',
        message: `Sparades inte: texten på ${language} får inte vara tom.`,
      })
    case 'changed':
      return msg({
        id: 'editor.refused.changed',
        message:
          'Sparades inte: filen ändrades på disken medan den sparades, och ingenting skrevs. Spara igen.',
      })
    default: {
      const error = r.error
      return msg({ id: 'editor.refused.other', message: `Sparades inte: ${error}` })
    }
  }
}

/** Where the refused message is defined (`file:line`, as the row's source lines read). */
export function sitesMessage(sites: ApiErrorBody['sites']): MessageDescriptor | undefined {
  if (!sites?.length) return undefined
  const at = sites.map((s) => (s.line ? `${s.file}:${s.line}` : s.file)).join(', ')
  return msg({ id: 'editor.refused.sites', message: `Definieras i ${at}.` })
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Namespace } from '../host/catalogues'

/**
 * The sidebar's label of each catalogue file, in the editor's own catalogue like the rest of its
 * UI. Keyed by every namespace of src/shared/catalogues.ts: a new namespace without its label here
 * fails the typecheck.
 */
export const fileLabels: Record<Namespace, MessageDescriptor> = {
  about: msg({ id: 'editor.file.about', message: 'Om oss och kundcase' }),
  account: msg({ id: 'editor.file.account', message: 'Inloggning och registrering' }),
  api: msg({ id: 'editor.file.api', message: 'API-dokumentation' }),
  calculator: msg({ id: 'editor.file.calculator', message: 'Kalkylator' }),
  common: msg({ id: 'editor.file.common', message: 'Gemensamt (meny, sidfot, knappar)' }),
  contact: msg({ id: 'editor.file.contact', message: 'Kontakt' }),
  cookies: msg({ id: 'editor.file.cookies', message: 'Cookiepolicy' }),
  editor: msg({ id: 'editor.file.editor', message: 'Översättningsverktyget' }),
  fleet: msg({ id: 'editor.file.fleet', message: 'Optimera flotta' }),
  guide: msg({ id: 'editor.file.guide', message: 'Kom igång-guide' }),
  home: msg({ id: 'editor.file.home', message: 'Startsidan' }),
  legal: msg({ id: 'editor.file.legal', message: 'Villkor och integritet' }),
  materials: msg({ id: 'editor.file.materials', message: 'Materialguide' }),
  producer: msg({ id: 'editor.file.producer', message: 'Producentansvar' }),
  support: msg({ id: 'editor.file.support', message: 'Support' }),
  sustainability: msg({ id: 'editor.file.sustainability', message: 'Hållbarhetsredovisning' }),
}

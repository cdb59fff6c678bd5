import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const translationEditorMeta: PageMeta = {
  title: msg({ id: 'editor.meta.title', message: "Översättningar" }),
  description: msg({ id: 'editor.meta.description', message: "Internt verktyg för att redigera webbplatsens översättningar." }),
}

import { createFileRoute } from '@tanstack/react-router'
import { TranslationEditorPage } from 'lingui-translation-editor'
import { parseEditorSearch } from 'lingui-translation-editor/search'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/$lang/translations')({
  // The editor's view (?file&q&filter&key), typed for every link to it.
  validateSearch: parseEditorSearch,
  head: pageHead,
  component: TranslationEditorPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { TranslationEditorPage } from '../../features/editor/translation-editor-page'
import { translationEditorMeta } from '../../features/editor/translation-editor-meta'

export const Route = createFileRoute('/$lang/translations')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/translations',
      meta: translationEditorMeta,
      noindex: true,
    }),
  component: TranslationEditorPage,
})

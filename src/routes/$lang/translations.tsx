import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { TranslationEditorPage } from '../../features/editor/translation-editor-page'

export const Route = createFileRoute('/$lang/translations')({
  head: pageHead,
  component: TranslationEditorPage,
})

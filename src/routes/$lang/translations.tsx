import { createFileRoute } from '@tanstack/react-router'
import { TranslationEditorPage } from 'lingui-translation-editor'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/$lang/translations')({
  head: pageHead,
  component: TranslationEditorPage,
})

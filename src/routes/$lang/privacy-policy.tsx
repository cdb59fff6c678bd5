import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { PrivacyPage } from '../../features/legal/privacy-page'

export const Route = createFileRoute('/$lang/privacy-policy')({
  head: pageHead,
  component: PrivacyPage,
})

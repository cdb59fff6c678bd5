import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { SupportPage } from '../../../features/support/support-page'

export const Route = createFileRoute('/$lang/get-started/support')({
  head: pageHead,
  component: SupportPage,
})

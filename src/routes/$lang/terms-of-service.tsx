import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { TermsPage } from '../../features/legal/terms-page'

export const Route = createFileRoute('/$lang/terms-of-service')({
  head: pageHead,
  component: TermsPage,
})

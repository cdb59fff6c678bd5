import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { CustomerCasesPage } from '../../../features/about/customer-cases-page'

export const Route = createFileRoute('/$lang/about/customer-cases')({
  head: pageHead,
  component: CustomerCasesPage,
})

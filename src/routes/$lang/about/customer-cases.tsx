import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { CustomerCasesPage } from '../../../features/about/customer-cases-page'
import { customerCasesMeta } from '../../../features/about/customer-cases-meta'

export const Route = createFileRoute('/$lang/about/customer-cases')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/about/customer-cases',
      meta: customerCasesMeta,
    }),
  component: CustomerCasesPage,
})

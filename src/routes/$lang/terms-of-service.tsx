import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { TermsPage } from '../../features/legal/terms-page'
import { termsMeta } from '../../features/legal/terms-meta'

export const Route = createFileRoute('/$lang/terms-of-service')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/terms-of-service',
      meta: termsMeta,
    }),
  component: TermsPage,
})

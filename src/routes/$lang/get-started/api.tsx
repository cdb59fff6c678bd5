import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { ApiPage } from '../../../features/api/api-page'
import { apiMeta } from '../../../features/api/api-meta'

export const Route = createFileRoute('/$lang/get-started/api')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/get-started/api',
      meta: apiMeta,
    }),
  component: ApiPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { SupportPage } from '../../../features/support/support-page'
import { supportMeta } from '../../../features/support/support-meta'

export const Route = createFileRoute('/$lang/get-started/support')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/get-started/support',
      meta: supportMeta,
    }),
  component: SupportPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { GuidePage } from '../../../features/guide/guide-page'
import { guideMeta } from '../../../features/guide/guide-meta'

export const Route = createFileRoute('/$lang/get-started/guide')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/get-started/guide',
      meta: guideMeta,
    }),
  component: GuidePage,
})

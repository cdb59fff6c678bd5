import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { SustainabilityPage } from '../../features/sustainability/sustainability-page'
import { sustainabilityMeta } from '../../features/sustainability/sustainability-meta'

export const Route = createFileRoute('/$lang/sustainability-reporting')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/sustainability-reporting',
      meta: sustainabilityMeta,
    }),
  component: SustainabilityPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { MaterialGuidePage } from '../../../features/materials/material-guide-page'
import { materialGuideMeta } from '../../../features/materials/material-guide-meta'

export const Route = createFileRoute('/$lang/materials/wood-plastic-steel')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/materials/wood-plastic-steel',
      meta: materialGuideMeta,
    }),
  component: MaterialGuidePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { site } from '../../config/site'
import { OptimizeFleetPage } from '../../features/optimize-fleet/optimize-fleet-page'
import { optimizeFleetMeta } from '../../features/optimize-fleet/optimize-fleet-meta'

export const Route = createFileRoute('/$lang/optimize-fleet')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/optimize-fleet',
      meta: optimizeFleetMeta,
      jsonLd: ({ url, title, description }) => [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: title,
          description,
          url,
          areaServed: 'SE',
          provider: { '@type': 'Organization', name: site.name, url: site.origin },
        },
      ],
    }),
  component: OptimizeFleetPage,
})

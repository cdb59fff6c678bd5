import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { site } from '../../config/site'
import { ProducerResponsibilityPage } from '../../features/producer-responsibility/producer-responsibility-page'
import { producerResponsibilityMeta } from '../../features/producer-responsibility/producer-responsibility-meta'

export const Route = createFileRoute('/$lang/producer-responsibility')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/producer-responsibility',
      meta: producerResponsibilityMeta,
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
  component: ProducerResponsibilityPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { site } from '../../config/site'
import { HomePage } from '../../features/home/home-page'
import { homeMeta } from '../../features/home/home-meta'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/',
      meta: homeMeta,
      jsonLd: ({ url, title }) => [
        { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, alternateName: title, url },
      ],
    }),
  component: HomePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CalculatorPage } from '../../features/calculator/calculator-page'
import { calculatorMeta } from '../../features/calculator/calculator-meta'
import { validateCalculatorSearch } from '../../features/calculator/search'

export const Route = createFileRoute('/$lang/calculator')({
  validateSearch: validateCalculatorSearch,
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/calculator',
      meta: calculatorMeta,
      jsonLd: ({ url, title, description }) => [
        {
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: title,
          description,
          url,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'SEK' },
        },
      ],
    }),
  component: CalculatorPage,
})

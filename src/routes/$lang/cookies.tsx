import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CookiePage } from '../../features/legal/cookie-page'
import { cookieMeta } from '../../features/legal/cookie-meta'

export const Route = createFileRoute('/$lang/cookies')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/cookies',
      meta: cookieMeta,
    }),
  component: CookiePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { PrivacyPage } from '../../features/legal/privacy-page'
import { privacyMeta } from '../../features/legal/privacy-meta'

export const Route = createFileRoute('/$lang/privacy-policy')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/privacy-policy',
      meta: privacyMeta,
    }),
  component: PrivacyPage,
})

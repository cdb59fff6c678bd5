import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { ContactPage } from '../../features/contact/contact-page'
import { contactMeta } from '../../features/contact/contact-meta'

export const Route = createFileRoute('/$lang/contact')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/contact',
      meta: contactMeta,
    }),
  component: ContactPage,
})

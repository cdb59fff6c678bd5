import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { RegisterPage } from '../../../features/account/register-page'
import { registerMeta } from '../../../features/account/register-meta'

export const Route = createFileRoute('/$lang/get-started/register')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/get-started/register',
      meta: registerMeta,
    }),
  component: RegisterPage,
})

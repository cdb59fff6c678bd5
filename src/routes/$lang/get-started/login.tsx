import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { LoginPage } from '../../../features/account/login-page'
import { loginMeta } from '../../../features/account/login-meta'

export const Route = createFileRoute('/$lang/get-started/login')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/get-started/login',
      meta: loginMeta,
    }),
  component: LoginPage,
})

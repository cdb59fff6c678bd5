import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { LoginPage } from '../../../features/account/login-page'

export const Route = createFileRoute('/$lang/get-started/login')({
  head: pageHead,
  component: LoginPage,
})

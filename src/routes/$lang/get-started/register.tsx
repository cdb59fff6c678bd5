import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { RegisterPage } from '../../../features/account/register-page'

export const Route = createFileRoute('/$lang/get-started/register')({
  head: pageHead,
  component: RegisterPage,
})

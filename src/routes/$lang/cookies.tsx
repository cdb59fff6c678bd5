import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CookiePage } from '../../features/cookies/cookie-page'

export const Route = createFileRoute('/$lang/cookies')({
  head: pageHead,
  component: CookiePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { HomePage } from '../../features/home/home-page'

export const Route = createFileRoute('/$lang/')({
  head: pageHead,
  component: HomePage,
})

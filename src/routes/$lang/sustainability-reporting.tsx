import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { SustainabilityPage } from '../../features/sustainability/sustainability-page'

export const Route = createFileRoute('/$lang/sustainability-reporting')({
  head: pageHead,
  component: SustainabilityPage,
})

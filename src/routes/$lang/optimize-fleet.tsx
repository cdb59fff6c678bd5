import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { OptimizeFleetPage } from '../../features/fleet/optimize-fleet-page'

export const Route = createFileRoute('/$lang/optimize-fleet')({
  head: pageHead,
  component: OptimizeFleetPage,
})

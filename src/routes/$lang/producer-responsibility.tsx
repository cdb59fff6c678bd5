import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { ProducerResponsibilityPage } from '../../features/producer/producer-responsibility-page'

export const Route = createFileRoute('/$lang/producer-responsibility')({
  head: pageHead,
  component: ProducerResponsibilityPage,
})

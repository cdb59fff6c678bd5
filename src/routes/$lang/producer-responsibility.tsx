import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { ProducerResponsibilityPage } from '../../features/producer/producer-responsibility-page'
import { ProducerBelowFold } from '../../features/producer/producer-sections'

export const Route = createFileRoute('/$lang/producer-responsibility')({
  loader: () => ProducerBelowFold.preload(),
  head: pageHead,
  component: ProducerResponsibilityPage,
})

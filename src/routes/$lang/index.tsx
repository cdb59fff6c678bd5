import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { HomePage } from '../../features/home/home-page'
import { HomeBelowFold } from '../../features/home/home-sections'

export const Route = createFileRoute('/$lang/')({
  loader: () => HomeBelowFold.preload(),
  head: pageHead,
  component: HomePage,
})

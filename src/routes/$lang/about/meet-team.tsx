import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { TeamPage } from '../../../features/about/team-page'

export const Route = createFileRoute('/$lang/about/meet-team')({
  head: pageHead,
  component: TeamPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { TeamPage } from '../../../features/about/team-page'
import { teamMeta } from '../../../features/about/team-meta'

export const Route = createFileRoute('/$lang/about/meet-team')({
  head: ({ params }) =>
    pageHead({
      lang: params.lang,
      page: '/$lang/about/meet-team',
      meta: teamMeta,
    }),
  component: TeamPage,
})

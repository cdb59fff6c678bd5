import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { GuidePage } from '../../../features/guide/guide-page'

export const Route = createFileRoute('/$lang/get-started/guide')({
  head: pageHead,
  component: GuidePage,
})

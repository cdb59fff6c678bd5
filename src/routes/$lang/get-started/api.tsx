import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { ApiPage } from '../../../features/api/api-page'

export const Route = createFileRoute('/$lang/get-started/api')({
  head: pageHead,
  component: ApiPage,
})

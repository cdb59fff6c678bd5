import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../i18n/head'
import { MaterialGuidePage } from '../../../features/materials/material-guide-page'

export const Route = createFileRoute('/$lang/materials/wood-plastic-steel')({
  head: pageHead,
  component: MaterialGuidePage,
})

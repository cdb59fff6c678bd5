import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { ContactPage } from '../../features/contact/contact-page'

export const Route = createFileRoute('/$lang/contact')({
  head: pageHead,
  component: ContactPage,
})

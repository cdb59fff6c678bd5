import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from './i18n/catalogs'
import type { AppRouter } from './router'

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  )
}

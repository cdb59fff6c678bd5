import { renderToString } from 'react-dom/server'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { ReactOnlyApp } from './react-only'
import { createFloorRouter, routerTexts } from './with-router'
import { createFloorI18n, linguiTexts } from './with-lingui'
import type { FloorVariant } from './vite.config'

/**
 * The build's render of /sv (React's renderToString), the markup the browser's first render must
 * match to hydrate. Node only (bench/stack-floor/build.ts, with NODE_ENV=production set first).
 */
export async function prerender(variant: FloorVariant) {
  if (variant === 'react') return renderToString(<ReactOnlyApp />)
  const router = createFloorRouter(
    variant === 'router' ? routerTexts : linguiTexts,
    createMemoryHistory({ initialEntries: ['/sv'] }),
  )
  await router.load()
  const app = <RouterProvider router={router} />
  return renderToString(
    variant === 'lingui' ? <I18nProvider i18n={createFloorI18n()}>{app}</I18nProvider> : app,
  )
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadCatalogs } from '../i18n/catalogs'
import { detectInBrowser } from '../i18n/detect'
import { rootHead } from '../i18n/head'
import { LanguageChooser } from '../components/layout/language-chooser'

// "/" replace-redirects to the detected language. The prerendered "/" (for visitors and crawlers
// without JavaScript, and the hreflang x-default) is a small bilingual language chooser.
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    if (!context.prerender) {
      throw redirect({
        to: '/$lang',
        params: { lang: detectInBrowser('/') },
        hash: location.hash || undefined,
        replace: true,
      })
    }
    await Promise.all([
      loadCatalogs('en', ['common'], { activate: false }),
      loadCatalogs('sv', ['common'], { activate: true }),
    ])
  },
  head: rootHead,
  component: LanguageChooser,
})

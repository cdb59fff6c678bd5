import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { loadCatalogs } from '../../i18n/catalogs'
import { notFoundHead } from '../../i18n/head'
import { isLocale } from '../../i18n/locales'
import { pageByInternalPath } from '../../i18n/slugs'
import { pages } from '../../i18n/pages'
import { SiteLayout } from '../../components/layout/site-layout'
import { NotFoundPage, StandaloneNotFound } from '../../components/layout/not-found-page'
import { StandaloneErrorPage } from '../../components/layout/error-page'

export const Route = createFileRoute('/$lang')({
  // beforeLoad runs on every navigation (loaders are skipped for preloaded matches), so this is
  // the one place that loads `common` + the page's namespace from the slug map and activates the
  // language once both are in. Hover preloads fetch the catalogues but never switch language.
  beforeLoad: async ({ params, location, preload }) => {
    if (!isLocale(params.lang)) throw notFound()
    const page = pageByInternalPath(location.pathname)
    await loadCatalogs(params.lang, page ? ['common', pages[page].ns] : ['common'], {
      activate: !preload,
    })
    return { lang: params.lang }
  },
  head: ({ matches }) => notFoundHead(matches),
  component: LangLayout,
  notFoundComponent: LangNotFound,
  errorComponent: StandaloneErrorPage,
})

function LangLayout() {
  const { lang } = Route.useRouteContext()
  return (
    <SiteLayout lang={lang}>
      <Outlet />
    </SiteLayout>
  )
}

/** /sv/unknown renders inside the layout's outlet; /xx/... (invalid language) has no layout yet. */
function LangNotFound() {
  const { lang } = Route.useParams()
  return isLocale(lang) ? <NotFoundPage /> : <StandaloneNotFound />
}

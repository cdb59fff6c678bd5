import { createFileRoute, notFound, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { loadPageCatalogs } from '../../i18n/catalogs'
import { fallbackHead } from '../../i18n/head'
import { isLocale } from '../../i18n/locales'
import { pageByInternalPath } from '../../i18n/slugs'
import { pages } from '../../i18n/pages'
import { SiteLayout } from '../../components/layout/site-layout'
import { NotFoundPage, StandaloneNotFound } from '../../components/layout/not-found-page'
import { LayoutErrorPage } from '../../components/layout/error-page'

export const Route = createFileRoute('/$lang')({
  // beforeLoad runs on every navigation (loaders are skipped for preloaded matches), so this is
  // the one place that loads `common` + the page's namespace from the slug map and activates the
  // language once both are in. Hover preloads fetch the catalogues but never switch language, and
  // a navigation that a later one overtook (its signal aborted) applies nothing.
  beforeLoad: async ({ params, location, preload, abortController, context }) => {
    if (!isLocale(params.lang)) throw notFound()
    const page = pageByInternalPath(location.pathname)
    const shown = pageByInternalPath(context.shownPath() ?? '')
    await loadPageCatalogs(params.lang, page && pages[page].ns, {
      preload,
      signal: abortController.signal,
      shown: shown && pages[shown].ns,
    })
    return { lang: params.lang }
  },
  head: ({ matches }) => fallbackHead(matches),
  component: LangLayout,
  notFoundComponent: LangNotFound,
  errorComponent: LangError,
})

function LangLayout() {
  // Only the language: the route context is a new object after every navigation, and re-rendering
  // the layout (header, footer, newsletter form) on each page change delayed the new page.
  const lang = Route.useRouteContext({ select: (context) => context.lang })
  return (
    <SiteLayout lang={lang}>
      <Outlet />
    </SiteLayout>
  )
}

function LangError(props: ErrorComponentProps) {
  return <LayoutErrorPage lang={Route.useParams().lang} {...props} />
}

/** /sv/unknown renders inside the layout's outlet; /xx/... (invalid language) has no layout yet. */
function LangNotFound() {
  const { lang } = Route.useParams()
  return isLocale(lang) ? <NotFoundPage /> : <StandaloneNotFound />
}

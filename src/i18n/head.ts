import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPlaceholder, site } from '../config/site'
import { producerFigures, systemReductionPercent } from '../config/rates'
import { formatPercent } from './format'
import { defaultLocale, isLocale, locales, ogLocale, type Locale } from './locales'
import { isPagePath, pages, type PageEntry, type PagePath, type StructuredData } from './pages'
import { absoluteUrl, publicPath } from './slugs'

export type JsonLd = Record<string, unknown>

const orgDescription = msg({
  id: 'common.org.description',
  message:
    'Cirkla är en molntjänst för att spåra återanvändbara lastbärare och uppfylla producentansvaret för förpackningar.',
})

export const pageUrl = (page: PagePath, lang: Locale) =>
  absoluteUrl(site.origin, publicPath(page, lang))

/**
 * The company as schema.org data. A contact value src/config/site.ts still marks as a placeholder
 * is left out: search engines would show it as the company's real e-mail, phone or office.
 */
function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.origin,
    // The mark at 512 px (Google's logo guidelines: at least 112 px square, crawlable, right on
    // white), not the 32 px favicon.
    logo: absoluteUrl(site.origin, '/icon-512.png'),
    description: i18n._(orgDescription),
    ...(isPlaceholder('email') ? {} : { email: site.email }),
    ...(isPlaceholder('phone') ? {} : { telephone: site.phone.tel }),
    ...(site.linkedInUrl ? { sameAs: [site.linkedInUrl] } : {}),
    ...(isPlaceholder('address')
      ? {}
      : {
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            addressCountry: site.address.country,
          },
        }),
  }
}

/** The page's own schema.org node, by the kind the registry names. */
function pageJsonLd(
  kind: StructuredData,
  ctx: { url: string; title: string; description: string },
): JsonLd {
  const base = { '@context': 'https://schema.org', '@type': kind }
  switch (kind) {
    case 'WebSite':
      return { ...base, name: site.name, alternateName: ctx.title, url: ctx.url }
    case 'Service':
      return {
        ...base,
        name: ctx.title,
        description: ctx.description,
        url: ctx.url,
        areaServed: 'SE',
        provider: { '@type': 'Organization', name: site.name, url: site.origin },
      }
    case 'WebApplication':
      return {
        ...base,
        name: ctx.title,
        description: ctx.description,
        url: ctx.url,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'SEK' },
      }
  }
}

/**
 * The figures a page description states, formatted as the page body formats them: the description
 * messages take them as placeholders, so a new rate never leaves a stale figure in a search result.
 */
const headFigures = (lang: Locale) => ({
  claimed: formatPercent(producerFigures.claimedReductionPercent, lang),
  reduction: formatPercent(systemReductionPercent('wood'), lang),
})

/**
 * A page pair's language alternates. x-default names the page for a visitor whose language is
 * neither: for the home pages the language chooser "/" (Google's guidance for a chooser, and "/"
 * names both home pages back); for every other pair its Swedish page, the site's fallback
 * language, which "/" itself leads such a visitor to. ("/" cannot be their x-default: it names
 * only the home pages back, and an alternate without its return link is ignored.)
 */
export function pageAlternates(page: PagePath) {
  const fallback = page === '/$lang/' ? absoluteUrl(site.origin, '/') : pageUrl(page, defaultLocale)
  return [
    ...locales.map((l) => ({ rel: 'alternate', hrefLang: l, href: pageUrl(page, l) })),
    { rel: 'alternate', hrefLang: 'x-default', href: fallback },
  ]
}

/**
 * The one head helper, driven by the page registry: `head: pageHead` in a page's route file.
 * Title "<page> | Cirkla", description, keywords, canonical = this URL, hreflang sv/en +
 * x-default (`pageAlternates`), Open Graph, Twitter card and JSON-LD (Organization on every page
 * + the page's own kind). An internal page (noindex) gets no canonical and no alternates: it is
 * no search result, in no language. Runs after the /$lang layout has loaded and activated the page's catalogues; the
 * prerender writes the same tags into the static HTML. `match.fullPath` is the route's literal
 * path, so a route missing from the registry fails the typecheck here.
 */
export function pageHead({
  match,
  params,
}: {
  match: { fullPath: PagePath }
  params: { lang: string }
}) {
  const lang: Locale = isLocale(params.lang) ? params.lang : defaultLocale
  const page = match.fullPath
  const entry: PageEntry = pages[page]
  const pageTitle = i18n._(entry.title ?? entry.label)
  const title = `${pageTitle} | ${site.name}`
  // (a variable, not an object literal in the call: Lingui's extractor reads `i18n._({…})` as a
  // message to extract, and a spread in it stops the extractor)
  const described = { ...entry.description, values: headFigures(lang) }
  const description = i18n._(described)
  const url = pageUrl(page, lang)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(entry.keywords ? [{ name: 'keywords', content: i18n._(entry.keywords) }] : []),
      ...(entry.internal ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: absoluteUrl(site.origin, '/og-image.png') },
      { property: 'og:locale', content: ogLocale[lang] },
      { property: 'og:locale:alternate', content: ogLocale[lang === 'sv' ? 'en' : 'sv'] },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { 'script:ld+json': organizationJsonLd() },
      ...(entry.structuredData
        ? [
            {
              'script:ld+json': pageJsonLd(entry.structuredData, {
                url,
                title: pageTitle,
                description,
              }),
            },
          ]
        : []),
    ],
    links: entry.internal ? [] : [{ rel: 'canonical', href: url }, ...pageAlternates(page)],
  }
}

const chooserDescription = msg({
  id: 'common.chooser.description',
  message: 'Cirkla – spårning av lastbärare och producentansvar. Välj svenska eller engelska.',
})

/** Head of "/" (the language chooser): indexed, the home pages' x-default. */
export function rootHead() {
  const url = absoluteUrl(site.origin, '/')
  return {
    meta: [
      { title: site.name },
      { name: 'description', content: i18n._(chooserDescription) },
      { property: 'og:title', content: site.name },
      { property: 'og:url', content: url },
      { 'script:ld+json': organizationJsonLd() },
    ],
    links: [{ rel: 'canonical', href: url }, ...pageAlternates('/$lang/')],
  }
}

const notFoundTitle = msg({ id: 'common.notFound.title', message: 'Sidan kunde inte hittas' })
const errorTitle = msg({ id: 'common.error.title', message: 'Något gick fel' })

/**
 * Head when no page can show: the error page (a route failed to load) or the not-found page (no
 * page route matched, or one matched but a parent said "not found": /de matches /$lang/ with
 * lang "de", and that page's own head never runs).
 */
export function fallbackHead(
  matches: readonly { routeId: string; fullPath: string; status: string; _notFound?: boolean }[],
) {
  const failed = matches.some((m) => m.status === 'error')
  // "/" (the index route; the root route's fullPath is "/" too) is the language chooser, with a
  // head of its own (rootHead).
  const page = matches.some((m) => isPagePath(m.fullPath) || m.routeId === '/')
  // `_notFound` (public in RouteMatch) marks the boundary of a path that matched only a prefix:
  // /en/calculator/extra matches the calculator's route, but the browser's router stops at /$lang
  // and never runs the calculator's head (the prerender reports it as status 'notFound' instead).
  const notFound = matches.some((m) => m.status === 'notFound' || m._notFound)
  if (!failed && page && !notFound) return {}
  return {
    meta: [
      { title: `${i18n._(failed ? errorTitle : notFoundTitle)} | ${site.name}` },
      { name: 'robots', content: 'noindex' },
    ],
  }
}

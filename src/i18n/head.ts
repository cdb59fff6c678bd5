import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { site } from '../config/site'
import { defaultLocale, isLocale, locales, ogLocale, type Locale } from './locales'
import { absoluteUrl, pages, publicPath, type PagePath } from './slugs'

export type JsonLd = Record<string, unknown>

export interface PageMeta {
  title: MessageDescriptor
  description: MessageDescriptor
  keywords?: MessageDescriptor
}

const orgDescription = msg({
  id: 'common.org.description',
  message:
    'Cirkla är en molntjänst för att spåra återanvändbara lastbärare och uppfylla producentansvaret för förpackningar.',
})

export const pageUrl = (page: PagePath, lang: Locale) =>
  absoluteUrl(site.origin, publicPath(page, lang))

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.origin,
    logo: absoluteUrl(site.origin, '/favicon.png'),
    description: i18n._(orgDescription),
    email: site.email,
    telephone: site.phone.tel,
    ...(site.linkedInUrl ? { sameAs: [site.linkedInUrl] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
  }
}

/**
 * The one head helper: title "<page> | Cirkla", description, keywords, canonical = this URL,
 * hreflang sv/en + x-default (-> /), Open Graph, Twitter card and JSON-LD (Organization on every
 * page + the page's own). Runs in route `head()`, after the layout has loaded and activated the
 * page's catalogues; the prerender writes the same tags into the static HTML.
 */
export function pageHead(opts: {
  lang: string
  page: PagePath
  meta: PageMeta
  jsonLd?: (ctx: { url: string; title: string; description: string; lang: Locale }) => JsonLd[]
  noindex?: boolean
}) {
  const lang: Locale = isLocale(opts.lang) ? opts.lang : defaultLocale
  const pageTitle = i18n._(opts.meta.title)
  const title = `${pageTitle} | ${site.name}`
  const description = i18n._(opts.meta.description)
  const url = pageUrl(opts.page, lang)
  const extra = opts.jsonLd?.({ url, title: pageTitle, description, lang }) ?? []
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(opts.meta.keywords ? [{ name: 'keywords', content: i18n._(opts.meta.keywords) }] : []),
      ...(opts.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
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
      ...extra.map((data) => ({ 'script:ld+json': data })),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...locales.map((l) => ({ rel: 'alternate', hrefLang: l, href: pageUrl(opts.page, l) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(site.origin, '/') },
    ],
  }
}

const chooserDescription = msg({
  id: 'common.chooser.description',
  message: 'Cirkla – spårning av lastbärare och producentansvar. Välj svenska eller engelska.',
})

/** Head of "/" (the language chooser): x-default of every page pair. */
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
    links: [
      { rel: 'canonical', href: url },
      ...locales.map((l) => ({ rel: 'alternate', hrefLang: l, href: pageUrl('/$lang/', l) })),
      { rel: 'alternate', hrefLang: 'x-default', href: url },
    ],
  }
}

const notFoundTitle = msg({ id: 'common.notFound.title', message: 'Sidan kunde inte hittas' })
const errorTitle = msg({ id: 'common.error.title', message: 'Något gick fel' })

/**
 * Head when no page can show: the error page (a route failed to load) or the not-found page (no
 * page route matched, or one matched but a parent said "not found": /de matches /$lang/ with
 * lang "de", and that page's own head never runs).
 */
export function fallbackHead(matches: readonly { fullPath: string; status: string }[]) {
  const failed = matches.some((m) => m.status === 'error')
  const page = matches.some((m) => m.fullPath in pages)
  if (!failed && page && !matches.some((m) => m.status === 'notFound')) return {}
  return {
    meta: [
      { title: `${i18n._(failed ? errorTitle : notFoundTitle)} | ${site.name}` },
      { name: 'robots', content: 'noindex' },
    ],
  }
}

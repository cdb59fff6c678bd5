import type { FileRoutesByFullPath } from '../routeTree.gen'
import { isLocale, locales, type Locale } from './locales'

/** Internal route path of every page: the file routes under /$lang (English slugs). */
export type PagePath = Exclude<keyof FileRoutesByFullPath, '/' | '/$lang'>

/** Lingui catalogue namespace a page loads besides `common`. */
export type Namespace =
  | 'common'
  | 'home'
  | 'producer'
  | 'fleet'
  | 'calculator'
  | 'about'
  | 'materials'
  | 'api'
  | 'account'
  | 'guide'
  | 'support'
  | 'sustainability'
  | 'legal'
  | 'contact'
  | 'editor'

export interface PageEntry {
  sv: string
  en: string
  ns: Exclude<Namespace, 'common'>
  /** Left out of the sitemap and marked noindex. */
  internal?: boolean
}

/**
 * THE slug map: public slug per language for every page, keyed by internal route path.
 * Adding a route file without an entry here fails type-check. It drives the router rewrite,
 * the language switcher, canonical/hreflang, redirects, the sitemap and the prerender list.
 */
export const pages = {
  '/$lang/': { sv: '', en: '', ns: 'home' },
  '/$lang/producer-responsibility': { sv: 'producentansvar', en: 'producer-responsibility', ns: 'producer' },
  '/$lang/optimize-fleet': { sv: 'optimera-flotta', en: 'optimize-fleet', ns: 'fleet' },
  '/$lang/calculator': { sv: 'kalkylator', en: 'calculator', ns: 'calculator' },
  '/$lang/about/meet-team': { sv: 'om-oss/traffa-teamet', en: 'about/meet-team', ns: 'about' },
  '/$lang/about/customer-cases': { sv: 'om-oss/kundcase', en: 'about/customer-cases', ns: 'about' },
  '/$lang/materials/wood-plastic-steel': {
    sv: 'material/tra-plast-stal',
    en: 'materials/wood-plastic-steel',
    ns: 'materials',
  },
  '/$lang/get-started/api': { sv: 'kom-igang/api', en: 'get-started/api', ns: 'api' },
  '/$lang/get-started/login': { sv: 'kom-igang/logga-in', en: 'get-started/login', ns: 'account' },
  '/$lang/get-started/register': { sv: 'kom-igang/registrera', en: 'get-started/register', ns: 'account' },
  '/$lang/get-started/guide': { sv: 'kom-igang/guide', en: 'get-started/guide', ns: 'guide' },
  '/$lang/get-started/support': { sv: 'kom-igang/support', en: 'get-started/support', ns: 'support' },
  '/$lang/sustainability-reporting': {
    sv: 'hallbarhetsredovisning',
    en: 'sustainability-reporting',
    ns: 'sustainability',
  },
  '/$lang/privacy-policy': { sv: 'integritetspolicy', en: 'privacy-policy', ns: 'legal' },
  '/$lang/terms-of-service': { sv: 'anvandarvillkor', en: 'terms-of-service', ns: 'legal' },
  '/$lang/cookies': { sv: 'cookies', en: 'cookies', ns: 'legal' },
  '/$lang/contact': { sv: 'kontakt', en: 'contact', ns: 'contact' },
  '/$lang/translations': { sv: 'oversattningar', en: 'translations', ns: 'editor', internal: true },
} as const satisfies Record<PagePath, PageEntry>

export const pagePaths = Object.keys(pages) as PagePath[]

/** The part of an internal path after `/$lang/`: '/$lang/about/meet-team' -> 'about/meet-team'. */
const internalRest = (page: PagePath) => page.slice('/$lang/'.length)

/** Public path of a page: publicPath('/$lang/calculator', 'sv') -> '/sv/kalkylator'. */
export function publicPath(page: PagePath, lang: Locale): string {
  const slug: string = pages[page][lang]
  return slug ? `/${lang}/${slug}` : `/${lang}`
}

/** Absolute public URL (canonical, hreflang, sitemap, JSON-LD). */
export const absoluteUrl = (origin: string, path: string) => origin.replace(/\/$/, '') + path

/** The page whose public slug in `lang` is `slug`. */
export function pageBySlug(lang: Locale, slug: string): PagePath | undefined {
  return pagePaths.find((p) => pages[p][lang] === slug)
}

/** The page whose internal path is `pathname` ('/sv/calculator' -> '/$lang/calculator'). */
export function pageByInternalPath(pathname: string): PagePath | undefined {
  const [, lang, ...rest] = pathname.replace(/\/+$/, '').split('/')
  if (!isLocale(lang)) return undefined
  const joined = rest.join('/')
  return pagePaths.find((p) => internalRest(p) === joined)
}

/** Public '/sv/kom-igang/api' -> internal '/sv/get-started/api' (undefined: nothing to map). */
export function toInternalPath(pathname: string): string | undefined {
  const [, lang, ...rest] = pathname.split('/')
  if (!isLocale(lang) || lang === 'en') return undefined
  const page = pageBySlug(lang, rest.join('/'))
  if (!page) return undefined
  const internal = `/${lang}/${internalRest(page)}`.replace(/\/$/, '')
  return internal === pathname ? undefined : internal
}

/** Internal '/sv/get-started/api' -> public '/sv/kom-igang/api' (undefined: nothing to map). */
export function toPublicPath(pathname: string): string | undefined {
  const page = pageByInternalPath(pathname)
  const lang = pathname.split('/')[1]
  if (!page || !isLocale(lang)) return undefined
  const pub = publicPath(page, lang)
  return pub === pathname ? undefined : pub
}

/** Every public URL of the site: 18 pages x 2 languages. */
export const allPublicPaths = () => pagePaths.flatMap((p) => locales.map((l) => publicPath(p, l)))

/** Link target of a page: the router's `to` names the index route without its trailing slash. */
export const linkTo = <P extends PagePath>(page: P) =>
  (page === '/$lang/' ? '/$lang' : page) as P extends '/$lang/' ? '/$lang' : P

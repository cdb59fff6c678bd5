import { isLocale, locales, type Locale } from './locales'
import { pagePaths, pages, type PagePath } from './pages'

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

/** True when `pathname` is a page's own public path, exactly ('/sv/kalkylator', not '/sv/kalkylator/'). */
export function isPublicPagePath(pathname: string): boolean {
  const [, lang, ...rest] = pathname.split('/')
  if (!isLocale(lang)) return false
  const page = pageBySlug(lang, rest.join('/'))
  return page !== undefined && publicPath(page, lang) === pathname
}

/**
 * The language switcher's link as prerendered carries `?switch-from=<lang>` (it cannot know the
 * query of the page it is on, before the scripts run or without them); deploy/nginx.conf puts
 * the query of the page it was followed from in its place. Where the host did not, the page does
 * the same from `document.referrer` (src/i18n/canonical.ts).
 */
export const SWITCH_FROM = 'switch-from'

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

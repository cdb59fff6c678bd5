import { isLocale, locales, type Locale } from './locales'
import { pageBySlug, publicPath } from './slugs'
import { pagePaths, pages, type PagePath } from './pages'

/**
 * Aliases seen in the original site's links. `lang` is the language the alias is written in;
 * null means it reads the same in both, so the visitor's preferred language decides.
 */
const aliases: { slug: string; lang: Locale | null; page: PagePath }[] = [
  { slug: 'kom-igang', lang: 'sv', page: '/$lang/get-started/guide' },
  { slug: 'get-started', lang: 'en', page: '/$lang/get-started/guide' },
  { slug: 'om-oss/team', lang: 'sv', page: '/$lang/about/meet-team' },
  { slug: 'om-oss', lang: 'sv', page: '/$lang/about/meet-team' },
  { slug: 'about/team', lang: 'en', page: '/$lang/about/meet-team' },
  { slug: 'about', lang: 'en', page: '/$lang/about/meet-team' },
  { slug: 'hallbarhetsrapportering', lang: 'sv', page: '/$lang/sustainability-reporting' },
  { slug: 'material', lang: 'sv', page: '/$lang/materials/wood-plastic-steel' },
  { slug: 'materials', lang: 'en', page: '/$lang/materials/wood-plastic-steel' },
]

/**
 * Every address canonicalHref sends to a page that is no spelling of it: its slugs in the other
 * language and without a language, and the aliases, each with either language and without one.
 * The host answers these itself with one redirect each (scripts/lib/host-redirects.ts asks
 * canonicalHref where each goes); a spelling (slashes, file names, escapes) it fixes by rule.
 */
export function otherAddresses(): string[] {
  const slugs = pagePaths.flatMap((page) => locales.map((lang): string => pages[page][lang]))
  const rests = [...new Set([...slugs, ...aliases.map((alias) => alias.slug)])].filter(Boolean)
  const prefixes = ['', ...locales.map((lang) => `/${lang}`)]
  return prefixes
    .flatMap((prefix) => rests.map((rest) => `${prefix}/${rest}`))
    .filter((address) => !isPagePath(address))
}

const HTML_FILE = /^(.*?)(?:\/index)?\.html$/
// Whitespace at the end of a path (a link copied with a trailing space: /sv/kalkylator%20) is not
// part of any slug; without this the router rendered the not-found page before it found the page.
const TRAILING_SPACE = /(?:%20|%09|%0a|%0d|\s)+(?=\/*$)/gi
// RFC 3986 §6.2.2.2: a percent-encoded letter, digit, "-", ".", "_" or "~" is that character
// (/sv/kalkylat%6Fr is /sv/kalkylator; static hosts serve it so). Other escapes stay: none is
// part of a slug, and decoding "%2F" would make a new path segment.
const ENCODED = /%([0-9a-f]{2})/gi
const UNRESERVED = /^[A-Za-z0-9._~-]$/
const decodeUnreserved = (path: string) =>
  path.replace(ENCODED, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(char) ? char : escape
  })

/**
 * The language switcher's link as prerendered carries `?switch-from=<lang>` (it cannot know the
 * query of the page it is on, before the scripts run or without them); deploy/nginx.conf puts
 * the query of the page it was followed from in its place. Where the host did not, the page does
 * the same from `document.referrer` (same origin only), or drops it.
 */
export const SWITCH_FROM = 'switch-from'
const SWITCH_MARKER = new RegExp(`^\\?${SWITCH_FROM}=(?:sv|en)$`)

/** True when the path (no trailing slash) is a canonical page URL. */
function isPagePath(path: string): boolean {
  const [, first = '', ...rest] = path.split('/')
  return isLocale(first) && pageBySlug(first, rest.join('/')) !== undefined
}

interface Where {
  pathname: string
  search?: string
  hash?: string
  /** This site's origin and the page the visitor came from (`document.referrer`), if any. */
  origin?: string
  referrer?: string
}

/** The query to use instead of the switcher's marker; undefined when `search` is no marker. */
function switchedSearch({ search = '', origin, referrer }: Where): string | undefined {
  if (!SWITCH_MARKER.test(search)) return undefined
  let from: URL
  try {
    from = new URL(referrer ?? '')
  } catch {
    return ''
  }
  return from.origin === origin && !SWITCH_MARKER.test(from.search) ? from.search : ''
}

/**
 * Decides where a public URL should be replace-redirected: wrong-language slugs, slugs without a
 * language prefix, aliases, trailing and repeated slashes, trailing whitespace, `.html` / `index.html` file names of
 * pages (hosts that serve the file behind the pretty URL) and the bare root. Returns the canonical href
 * (search and hash kept) or undefined when the URL is already canonical or simply unknown
 * (unknown paths render the not-found page). Percent-encoded letters and digits are decoded first,
 * so a page spelled so never meets the router's not-found match; the switcher's marker query is
 * replaced (`SWITCH_FROM`). Pure: used by main.tsx and tests.
 */
export function canonicalHref(where: Where, preferred: Locale): string | undefined {
  const { search = '', hash = '' } = where
  const path = canonicalPath(where.pathname, preferred)
  const switched = switchedSearch(where)
  if (path === undefined && switched === undefined) return undefined
  return (path ?? where.pathname) + (switched ?? search) + hash
}

function canonicalPath(pathname: string, preferred: Locale): string | undefined {
  // "/sv//kalkylator" is "/sv/kalkylator" to every static host (nginx merges slashes), so it is
  // the same page under a second address: one canonical URL, and the router sees no empty segment.
  const merged = decodeUnreserved(pathname)
    .replace(TRAILING_SPACE, '')
    .replace(/\/{2,}/g, '/')
  const trimmed = merged.length > 1 ? merged.replace(/\/+$/, '') : merged
  if (trimmed === '/' || trimmed === '') return `/${preferred}`
  const file = HTML_FILE.exec(trimmed)
  if (file) {
    // A page's own file name (/en/calculator.html, /sv/index.html, /index.html) is that page at its
    // canonical URL, as the host (deploy/nginx.conf) redirects. A file name that
    // is no page stays unknown and gets the not-found page.
    const page = file[1] || '/'
    if (page === '/') return `/${preferred}`
    return isPagePath(page) ? page : canonicalPath(page, preferred)
  }
  const [, first = '', ...restSegments] = trimmed.split('/')

  if (isLocale(first)) {
    const rest = restSegments.join('/')
    const own = pageBySlug(first, rest)
    if (own) return trimmed === pathname ? undefined : publicPath(own, first)
    const other = pageBySlug(first === 'sv' ? 'en' : 'sv', rest)
    if (other) return publicPath(other, first)
    const alias = aliases.find((a) => a.slug === rest)
    return alias ? publicPath(alias.page, first) : undefined
  }

  const rest = trimmed.slice(1)
  const sv = pageBySlug('sv', rest)
  const en = pageBySlug('en', rest)
  if (sv && en) return publicPath(preferred === 'sv' ? sv : en, preferred)
  if (sv) return publicPath(sv, 'sv')
  if (en) return publicPath(en, 'en')
  const alias = aliases.find((a) => a.slug === rest)
  return alias ? publicPath(alias.page, alias.lang ?? preferred) : undefined
}

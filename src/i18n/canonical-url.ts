import type { Locale } from './locales'
import { isPublicPagePath, SWITCH_FROM } from './slugs'

/**
 * Where this document's address should be replace-redirected before the router starts (main.tsx):
 * canonicalHref's answer for `location`. Nearly every visit arrives at a page's own address or at
 * "/": the rules for the rest (wrong-language slugs, aliases, file names, percent-encoded letters,
 * the switcher's marker; canonical.ts) load only for the rest, and are in no page's first load.
 */
export async function canonicalUrl(detected: Locale): Promise<string | undefined> {
  const { pathname, search, hash, origin } = location
  if (!search.includes(SWITCH_FROM)) {
    if (isPublicPagePath(pathname)) return undefined
    if (pathname === '/') return `/${detected}${search}${hash}`
  }
  try {
    const { canonicalHref } = await import('./canonical')
    return canonicalHref({ pathname, search, hash, origin, referrer: document.referrer }, detected)
  } catch {
    return undefined // the rules could not be fetched: the address stays, as without JavaScript
  }
}

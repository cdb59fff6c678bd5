import { defaultLocale, isLocale, type Locale } from './locales'

export const STORAGE_KEY = 'cirkla.lang'

// A tampered store or header never picks the language: a stored value counts only when it is
// exactly 'sv' or 'en', and a browser language only when the whole value is a language tag
// (letters, digits and hyphens), of which only the primary subtag is read.
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i

/** A stored value counts only if it is exactly 'sv' or 'en'. */
export function storedLanguage(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined
}

/** First browser language whose primary subtag is sv or en ('sv-SE' -> 'sv'). */
export function browserLanguage(values: readonly unknown[]): Locale | undefined {
  for (const value of values) {
    if (typeof value !== 'string' || value.length > 35) continue
    if (!LANGUAGE_TAG.test(value)) continue
    const primary = value.split('-')[0]?.toLowerCase()
    if (isLocale(primary)) return primary
  }
  return undefined
}

/**
 * How much of an Accept-Language header is read: its first 128 characters, up to a '#' (no
 * language tag has one: the host's rule marks the header's end with it). A browser's header for
 * ten languages is about 100; the host's rule costs the square of the entries it reads, and a
 * longer hostile header would only cost it more (docs/performance.md).
 */
const ACCEPT_LANGUAGE_READ = /^[^#]{0,128}/
// RFC 9110 §12.4.2 and §12.5.4: a tag, then optionally `;q=` and a weight of at most three decimals.
const ACCEPT_LANGUAGE_ENTRY =
  /^[ \t]*([^\s;,]+)[ \t]*(?:;[ \t]*q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?[ \t]*$/i

/**
 * The languages of an Accept-Language header in the order the browser prefers them, which is the
 * order of its `navigator.languages`: by weight (`q`, 1 when absent), highest first, equal weights
 * as written. A language weighted 0 ("not acceptable") or an entry that is no language with a
 * weight is left out. The host (deploy/nginx.conf) decides by the browser's language as
 * `browserLanguage(acceptedLanguages(header))` does; the client reads navigator.languages itself.
 */
export function acceptedLanguages(header: string): string[] {
  const read = ACCEPT_LANGUAGE_READ.exec(header)?.[0] ?? ''
  return read
    .split(',')
    .flatMap((entry, index) => {
      const match = ACCEPT_LANGUAGE_ENTRY.exec(entry)
      const weight = Number(match?.[2] ?? 1)
      return match && weight > 0 ? [{ tag: match[1]!, weight, index }] : []
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag)
}

/** Detection order (spec §9): path segment, local storage, browser languages, fallback sv. */
export function detectLanguage(input: {
  pathname?: string
  stored?: unknown
  browser?: readonly unknown[]
}): Locale {
  const first = input.pathname?.split('/')[1]
  if (isLocale(first)) return first
  return storedLanguage(input.stored) ?? browserLanguage(input.browser ?? []) ?? defaultLocale
}

/** Reads the browser's storage and languages; a hostile stored value is removed. */
export function detectInBrowser(pathname: string): Locale {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(STORAGE_KEY)
    if (stored !== null && !storedLanguage(stored)) localStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage can be disabled (privacy mode); detection falls through to the browser languages
  }
  return detectLanguage({ pathname, stored, browser: navigator.languages ?? [navigator.language] })
}

export function rememberLanguage(lang: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // not fatal: the path segment still carries the language
  }
}

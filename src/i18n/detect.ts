import { defaultLocale, isLocale, type Locale } from './locales'

export const STORAGE_KEY = 'cirkla.lang'

// Values that look like script injection are discarded whole, even when a prefix would parse
// ("sv<script>", "en-GB;alert(1)"): a tampered store or header must never pick the language.
const HOSTILE =
  /[<>"'`(){};\\]|script|javascript:|vbscript:|data:|\bon[a-z]+\s*=|eval|alert|cookie|location|innerhtml|document|window/i
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i

export const looksHostile = (value: string) => HOSTILE.test(value)

/** A stored value counts only if it is exactly 'sv' or 'en'. */
export function storedLanguage(value: unknown): Locale | undefined {
  return typeof value === 'string' && !looksHostile(value) && isLocale(value) ? value : undefined
}

/** First browser language whose primary subtag is sv or en ('sv-SE' -> 'sv'). */
export function browserLanguage(values: readonly unknown[]): Locale | undefined {
  for (const value of values) {
    if (typeof value !== 'string' || value.length > 35) continue
    if (looksHostile(value) || !LANGUAGE_TAG.test(value)) continue
    const primary = value.split('-')[0]?.toLowerCase()
    if (isLocale(primary)) return primary
  }
  return undefined
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

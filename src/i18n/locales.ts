import { locales, type Locale } from '../shared/locales'

// The list of languages is declared once, in src/shared/locales.ts beside the catalogue list, where
// lingui.config.ts and the Node scripts can import it too; the app imports it from here.
export { locales, type Locale }

export const defaultLocale: Locale = 'sv'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

export const otherLocale = (lang: Locale): Locale => (lang === 'sv' ? 'en' : 'sv')

/** BCP 47 tag used for Intl formatting and og:locale. */
export const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' }
export const ogLocale: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' }

export const locales = ['sv', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'sv'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

export const otherLocale = (lang: Locale): Locale => (lang === 'sv' ? 'en' : 'sv')

/** BCP 47 tag used for Intl formatting and og:locale. */
export const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' }
export const ogLocale: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' }

/**
 * The editor's two languages: the source language (first), whose texts live in the code and its
 * extracted catalogue, and the one it is translated into. The pair is the editor's own (its rows,
 * drafts and API carry one text of each); where an app keeps its catalogues comes from its
 * lingui.config (catalogues.ts).
 */
export const locales = ['sv', 'en'] as const

export type Locale = (typeof locales)[number]

/** Whether a value read from outside (a URL, a dataset) names one of the two languages. */
export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value)
}

/**
 * THE list of the site's languages: the `<lang>` of every catalogue (locales/<lang>/, next to the
 * list of catalogues in catalogues.ts), declared once. The rest derives from it or imports it:
 * `Locale`, src/i18n/locales.ts and through it the app, lingui.config.ts, the catalogue check
 * (icu.ts) and the translation editor. A module of its own, not a line in catalogues.ts: the
 * language list ships with every page, the catalogue list only with the editor.
 */
export const locales = ['sv', 'en'] as const
export type Locale = (typeof locales)[number]

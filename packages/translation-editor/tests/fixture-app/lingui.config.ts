import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  // Another pair and layout than the site's: English in the code, translated into German, the
  // catalogues under src/locales.
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/shop', include: ['<rootDir>/src'] }],
})

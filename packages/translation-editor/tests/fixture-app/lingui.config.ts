import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'sv',
  locales: ['sv', 'en'],
  fallbackLocales: { default: 'sv' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [{ path: '<rootDir>/locales/{locale}/shop', include: ['<rootDir>/src'] }],
})

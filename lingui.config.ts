import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// One catalogue per namespace. A message lands in the catalogue whose `include` matches its file;
// every id starts with its namespace (checked by scripts/check-catalogs.ts).
// CIRKLA_LOCALES_DIR: a copy of locales/ (the dev-server e2e tests; see src/features/editor/backend/dev-api-plugin.ts).
const locales = process.env.CIRKLA_LOCALES_DIR ?? '<rootDir>/locales'

const feature = (ns: string, dir: string) => ({
  path: `${locales}/{locale}/${ns}`,
  include: [`<rootDir>/src/features/${dir}`],
})

export default defineConfig({
  sourceLocale: 'sv',
  locales: ['sv', 'en'],
  fallbackLocales: { default: 'sv' },
  // No line numbers: moving code must not churn every catalogue.
  format: formatter({ lineNumbers: false }),
  // Stable order by id: two messages with the same Swedish text must not swap places per run.
  orderBy: 'messageId',
  catalogs: [
    {
      path: `${locales}/{locale}/common`,
      include: ['<rootDir>/src/components', '<rootDir>/src/routes', '<rootDir>/src/i18n'],
    },
    feature('home', 'home'),
    feature('producer', 'producer-responsibility'),
    feature('fleet', 'optimize-fleet'),
    feature('calculator', 'calculator'),
    feature('about', 'about'),
    feature('materials', 'materials'),
    feature('api', 'api'),
    feature('account', 'account'),
    feature('guide', 'guide'),
    feature('support', 'support'),
    feature('sustainability', 'sustainability'),
    feature('legal', 'legal'),
    feature('contact', 'contact'),
    feature('editor', 'editor'),
  ],
})

import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { catalogueSources, namespaces } from './src/shared/catalogues.ts'

// One catalogue per namespace (src/shared/catalogues.ts). A message lands in the catalogue whose
// `include` matches its file; every id starts with its namespace (checked by
// scripts/check-catalogs.ts).
// CIRKLA_LOCALES_DIR: a copy of locales/ (the dev-server e2e tests; see
// src/features/editor/backend/dev-api-plugin.ts).
const locales = process.env.CIRKLA_LOCALES_DIR ?? '<rootDir>/locales'

export default defineConfig({
  sourceLocale: 'sv',
  locales: ['sv', 'en'],
  fallbackLocales: { default: 'sv' },
  // No line numbers: moving code must not churn every catalogue.
  format: formatter({ lineNumbers: false }),
  // Stable order by id: two messages with the same Swedish text must not swap places per run.
  orderBy: 'messageId',
  catalogs: namespaces.map((ns) => ({
    path: `${locales}/{locale}/${ns}`,
    include: catalogueSources(ns).map((dir) => `<rootDir>/${dir}`),
  })),
})

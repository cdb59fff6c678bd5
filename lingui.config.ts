import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { catalogueExclusions, catalogueSources, namespaces } from './src/shared/catalogues.ts'
import { locales } from './src/shared/locales.ts'

// One catalogue per namespace (src/shared/catalogues.ts). A message lands in the catalogue whose
// `include` matches its file and no `exclude` does (a later part's folder inside a page's); every id
// starts with its namespace (checked by scripts/check-catalogs.ts).

export default defineConfig({
  sourceLocale: 'sv',
  locales: [...locales],
  fallbackLocales: { default: 'sv' },
  // No line numbers: moving code must not churn every catalogue.
  format: formatter({ lineNumbers: false }),
  // Stable order by id: two messages with the same Swedish text must not swap places per run.
  orderBy: 'messageId',
  catalogs: namespaces.map((ns) => ({
    path: `<rootDir>/locales/{locale}/${ns}`,
    include: catalogueSources(ns).map((dir) => `<rootDir>/${dir}`),
    exclude: catalogueExclusions(ns).map((dir) => `<rootDir>/${dir}/**`),
  })),
})

import { namespaces } from '../../../../src/shared/catalogues'
import { catalogueLayout } from '../../src/server/catalogue-layout'

/**
 * The site's catalogue layout (sv -> en, `<rootDir>/locales/{locale}/<namespace>`) on another
 * root: the tests' throwaway copies of its catalogues.
 */
export const localesLayout = (root: string, ns: readonly string[] = namespaces) =>
  catalogueLayout(
    {
      sourceLocale: 'sv',
      locales: ['sv', 'en'],
      catalogs: ns.map((n) => ({ path: `<rootDir>/locales/{locale}/${n}` })),
    },
    root,
  )

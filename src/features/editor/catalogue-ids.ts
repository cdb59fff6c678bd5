import type { Namespace } from '../../i18n/pages'

/**
 * The catalogues the translation API serves: one per Lingui namespace. The API accepts only
 * these ids, so nothing from a URL ever becomes part of a file path.
 */
export const catalogueIds = [
  'about',
  'account',
  'api',
  'calculator',
  'common',
  'contact',
  'editor',
  'fleet',
  'guide',
  'home',
  'legal',
  'materials',
  'producer',
  'support',
  'sustainability',
] as const satisfies readonly Namespace[]

export type CatalogueId = (typeof catalogueIds)[number]

// A namespace added to the site without being added here fails the typecheck.
const everyNamespace: Exclude<Namespace, CatalogueId> extends never ? true : false = true
void everyNamespace

export const isCatalogueId = (id: string): id is CatalogueId =>
  (catalogueIds as readonly string[]).includes(id)

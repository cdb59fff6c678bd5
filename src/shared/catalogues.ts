/**
 * THE list of Lingui catalogues: one namespace each, in `locales/{sv,en}/<namespace>.po`. The rest
 * derives from it: lingui.config.ts's catalogues and which folder writes to which, the namespace a
 * page loads (src/i18n/pages.ts), the files the translation editor serves and their labels (a
 * namespace without a label in src/translation-editor.ts fails the typecheck), and
 * scripts/check-catalogs.ts. Adding a namespace is one line here and its folder
 * src/features/<namespace>/. Sorted: the editor lists the files in this order.
 */
export const namespaces = [
  'about',
  'account',
  'api',
  'calculator',
  'common',
  'contact',
  'cookies',
  'editor',
  'fleet',
  'guide',
  'home',
  'legal',
  'materials',
  'producer',
  'support',
  'sustainability',
] as const

export type Namespace = (typeof namespaces)[number]

/**
 * The folders whose messages land in a namespace's catalogue: `common` holds the layout and the
 * shared parts, `editor` the site's values for the translation editor (src/translation-editor.ts:
 * the files' labels; the editor's own interface is in its package's catalogues), every other
 * namespace is the feature folder of the same name.
 */
export const catalogueSources = (ns: Namespace): string[] =>
  ns === 'common'
    ? ['src/components', 'src/routes', 'src/i18n']
    : ns === 'editor'
      ? ['src/translation-editor.ts']
      : [`src/features/${ns}`]

/** Only a namespace names a catalogue file: nothing else from a URL becomes part of a path. */
export const isNamespace = (id: string): id is Namespace =>
  (namespaces as readonly string[]).includes(id)

/**
 * THE list of Lingui catalogues: one namespace each, in `locales/{sv,en}/<namespace>.po`. The rest
 * derives from it: lingui.config.ts's catalogues and which folder writes to which, the namespace a
 * page loads (src/i18n/pages.ts), the files the translation editor serves and their labels (a
 * namespace without a label in src/translation-editor.ts fails the typecheck), and
 * scripts/check-catalogs.ts. Adding a namespace is one line here, its folder
 * src/features/<namespace>/ and its pages' head copy, src/i18n/heads/<namespace>.ts (a later
 * part's: below, `laterParts`). Sorted: the editor lists the files in this order.
 */
export const namespaces = [
  'about',
  'account',
  'api',
  'calculator',
  'calculator-details',
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
 * A page's namespaces that its first load leaves out: the messages of the parts whose code comes
 * after the page (a calculation's figures, the calculator below its tool), loaded with that code
 * (src/i18n/later-catalogues.ts). Each is named `<page>-<folder>`, its folder inside the page's
 * feature folder (`calculator-details`: src/features/calculator/details/), left out of the page's
 * catalogue. On a language change the parts already loaded come along (src/i18n/catalogs.ts, by
 * that name), and the prerender loads them all (src/entry-prerender.tsx).
 */
export const laterParts: Partial<Record<Namespace, readonly Namespace[]>> = {
  calculator: ['calculator-details'],
}

/**
 * A page's head copy (title, description, keywords): one module per namespace in this folder, its
 * messages in that namespace's catalogue, though the page registry (src/i18n/pages.ts) that names
 * them is the layout's: only the page shown needs them, and in `common` every first visit carried
 * every page's. The home page's and the internal editor's stay in `common`, in the registry's own
 * file (tests/unit/page-registry.test.ts).
 */
export const headsFolder = 'src/i18n/heads'
const withoutHead: readonly Namespace[] = ['common', 'editor', 'home']

/**
 * The folders (and files) whose messages land in a namespace's catalogue: `common` holds the
 * layout and the shared parts, `editor` the site's values for the translation editor
 * (src/translation-editor.ts: the files' labels; the editor's own interface is in its package's
 * catalogues), a later part (`<page>-<folder>`) its folder inside its page's, every other namespace
 * the feature folder of the same name and its pages' head copy.
 */
export const catalogueSources = (ns: Namespace): string[] =>
  ns === 'common'
    ? ['src/components', 'src/routes', 'src/i18n']
    : ns === 'editor'
      ? ['src/translation-editor.ts']
      : ns.includes('-') || withoutHead.includes(ns)
        ? [`src/features/${ns.replace('-', '/')}`]
        : [`src/features/${ns}`, `${headsFolder}/${ns}.ts`]

/**
 * The folders inside a namespace's own whose messages are another's: its later parts', and for
 * `common` the pages' head copy.
 */
export const catalogueExclusions = (ns: Namespace): string[] =>
  ns === 'common' ? [headsFolder] : (laterParts[ns] ?? []).flatMap(catalogueSources)

/** Every later part's namespace (the prerender renders them all at once). */
export const laterNamespaces = (): Namespace[] =>
  Object.values(laterParts).flatMap((parts) => parts ?? [])

/** Only a namespace names a catalogue file: nothing else from a URL becomes part of a path. */
export const isNamespace = (id: string): id is Namespace =>
  (namespaces as readonly string[]).includes(id)

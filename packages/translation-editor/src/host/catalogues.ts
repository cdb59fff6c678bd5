/**
 * A catalogue of the app is named by its namespace: `locales/<lang>/<namespace>.po`, one per
 * Lingui catalogue. Which namespaces exist is the app's (its lingui.config and the files on disk):
 * the dev server lists the files, the built editor the catalogues it was built with
 * (browser/catalogue-source.ts).
 */
export type Namespace = string

/** Only a name of this shape becomes part of a path: nothing else from a URL reaches the disk. */
export const isNamespaceName = (id: string): boolean => /^[a-z][a-z0-9-]*$/.test(id)

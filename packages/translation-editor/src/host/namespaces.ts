import { isNamespaceName, type Namespace } from './catalogues'
import { languages } from './languages'

/**
 * The app's catalogues in the browser, by namespace, sorted: the source language's files under
 * locales/ as this build (or the dev server) has them. Only the names: the same lazy glob as the
 * built editor's catalogue source, so nothing is fetched here.
 */
const files = import.meta.glob<string>('/locales/*/*.po', { query: '?raw', import: 'default' })
const prefix = `/locales/${languages.source}/`

export const namespaces: readonly Namespace[] = Object.keys(files)
  .filter((path) => path.startsWith(prefix) && path.endsWith('.po'))
  .map((path) => path.slice(prefix.length, -'.po'.length))
  .filter(isNamespaceName)
  .sort()

export const isNamespace = (id: string): id is Namespace => namespaces.includes(id)

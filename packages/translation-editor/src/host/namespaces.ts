import { isNamespaceName, type Namespace } from './catalogues'
import { shippedFiles } from './app-config'

/**
 * The app's catalogues in the browser, by namespace, sorted: those of its lingui.config whose
 * source-language file this build (or the dev server) has. Only the names: nothing is fetched here.
 */
export const namespaces: readonly Namespace[] = Object.keys(shippedFiles)
  .filter((ns) => shippedFiles[ns]?.source && isNamespaceName(ns))
  .sort()

export const isNamespace = (id: string): id is Namespace => namespaces.includes(id)

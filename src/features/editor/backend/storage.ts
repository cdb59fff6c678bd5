import type { EditorLang, StorageKind } from '../api-schema'
import type { Namespace } from '../../../shared/catalogues'

/**
 * Where the translation API keeps catalogues: the .po text of one language of one namespace.
 * Two adapters: files (locales/*.po on disk, the dev server) and browser storage (MSW: the
 * shipped catalogues plus saved edits in localStorage). Ids are checked before they get here.
 */
export interface CatalogueStorage {
  readonly kind: StorageKind
  read(lang: EditorLang, id: Namespace): Promise<string>
  /** Replaces the whole file, atomically where the medium has files. */
  write(lang: EditorLang, id: Namespace, text: string): Promise<void>
  /** Back to the shipped catalogue (the last commit on disk, the built site in the browser). */
  reset(lang: EditorLang, id: Namespace): Promise<void>
}

import type { EditorLang, SourceLockReason, StorageKind } from '../api-schema'
import type { Namespace } from '../../../shared/catalogues'

/** Where a message is defined and whether its Swedish can be written there. */
interface MessageSource {
  sites: Array<{ file: string; line?: number }>
  lock?: SourceLockReason
}

/**
 * Where the translation API keeps catalogues: the .po text of one language of one namespace.
 * Two adapters: files (locales/*.po on disk and, for Swedish, the code; the dev server) and
 * browser storage (MSW: the shipped catalogues plus saved edits in localStorage). Ids and texts
 * are checked before they get here.
 */
export interface CatalogueStorage {
  readonly kind: StorageKind
  /** The catalogue as the editor sees it (browser: the release with this browser's edits). */
  read(lang: EditorLang, id: Namespace): Promise<string>
  /** New texts for existing keys, written atomically where the medium has files. */
  write(lang: EditorLang, id: Namespace, changes: ReadonlyMap<string, string>): Promise<void>
  /** Back to the shipped catalogue (the last commit on disk, the built site in the browser). */
  reset(lang: EditorLang, id: Namespace): Promise<void>
  /** Per key: where it is defined (from the Swedish catalogue's origins) and any Swedish lock. */
  sources(id: Namespace, sv: string): Promise<Map<string, MessageSource>>
  /** Built site: saved texts a newer release changed underneath, key -> language -> saved text. */
  releaseConflicts?(id: Namespace): Promise<Map<string, Partial<Record<EditorLang, string>>>>
}

import type {
  EditorLang,
  MessageHistory,
  RefusalReason,
  SourceLockReason,
  StorageKind,
} from './api-schema'
import type { Namespace } from '../host/catalogues'

/** Where a message is defined and whether its Swedish can be written there. */
interface MessageSource {
  sites: Array<{ file: string; line?: number }>
  lock?: SourceLockReason
}

/**
 * A write the storage refused for one message; nothing was written. 422: the code cannot take
 * the Swedish. 409 (`changed`): the file changed on disk while the save ran; with `conflict`,
 * another actor changed this very text (the editor gets the file as it is now and shows both),
 * without, the code changed under the save (save again).
 */
export class StorageRefusal extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly key: string,
    readonly lang: EditorLang,
    readonly reason: RefusalReason,
    message: string,
    readonly conflict = false,
  ) {
    super(message)
  }
}

/**
 * Where the translation API keeps catalogues: the .po text of one language of one namespace.
 * Two adapters: files (locales/*.po on disk and, for Swedish, the code; the dev server,
 * src/server/) and browser storage (MSW: the shipped catalogues plus saved edits in
 * localStorage). Ids and texts are checked before they get here.
 */
export interface CatalogueStorage {
  readonly kind: StorageKind
  /** The catalogue as the editor sees it (browser: the release with this browser's edits). */
  /** The app's catalogues by namespace, sorted (the files of its source language). */
  namespaces(): Promise<readonly Namespace[]>
  read(lang: EditorLang, id: Namespace): Promise<string>
  /**
   * New texts for existing keys of one namespace, every language in one go: all written or none
   * (may throw StorageRefusal). `from`: both catalogues as the save's version check read them.
   */
  write(
    id: Namespace,
    changes: Partial<Record<EditorLang, ReadonlyMap<string, string>>>,
    from: Record<EditorLang, string>,
  ): Promise<void>
  /**
   * Built site only: back to the shipped catalogue (drops this browser's saved edits). Files have
   * none: a reset to the last commit would also drop other actors' uncommitted work.
   */
  reset?(lang: EditorLang, id: Namespace): Promise<void>
  /** Per key: where it is defined (from the Swedish catalogue's origins) and any Swedish lock. */
  sources(id: Namespace, source: string): Promise<Map<string, MessageSource>>
  /** `npm start`: a message's earlier texts from the repository's history (none in the built site). */
  history?(id: Namespace, key: string): Promise<MessageHistory>
  /** Built site: saved texts a newer release changed underneath, key -> language -> saved text. */
  releaseConflicts?(id: Namespace): Promise<Map<string, Partial<Record<EditorLang, string>>>>
}

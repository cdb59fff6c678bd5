import type {
  CodeText,
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
  /** `npm start`: the text each definition holds in the code (what extract would read). */
  code?: CodeText[]
}

/** Every definition of the message holds `text` in the code: a Swedish save writes no code. */
export const codeHolds = (source: MessageSource | undefined, text: string) =>
  !!source?.code?.length &&
  source.code.length === source.sites.length &&
  source.code.every((c) => c.text === text)

/** The definitions whose text in the code is not the catalogue's `text`. */
export const codeDiffers = (source: MessageSource | undefined, text: string) =>
  (source?.code ?? []).filter((c) => c.text !== text)

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
/** What a save's texts carry beside them, per key. */
export interface SaveExtras {
  /** The Swedish the code held when the translator chose between code and catalogue. */
  codeBase?: ReadonlyMap<string, string>
  /**
   * Saved English still to be reviewed -> the Swedish it translates: it keeps (or gets) the
   * outdated mark with that previous text; every other saved English clears it.
   */
  review?: ReadonlyMap<string, string>
}

export interface CatalogueStorage {
  readonly kind: StorageKind
  /** The catalogue as the editor sees it (browser: the release with this browser's edits). */
  /** The app's catalogues by namespace, sorted (the files of its source language). */
  namespaces(): Promise<readonly Namespace[]>
  read(lang: EditorLang, id: Namespace): Promise<string>
  /**
   * New texts for existing keys of one namespace, every language in one go: all written or none
   * (may throw StorageRefusal). `from`: both catalogues as the save's version check read them.
   * `extras`: what some keys' texts carry beside them (SaveExtras).
   */
  write(
    id: Namespace,
    changes: Partial<Record<EditorLang, ReadonlyMap<string, string>>>,
    from: Record<EditorLang, string>,
    extras?: SaveExtras,
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

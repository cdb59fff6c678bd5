import * as z from 'zod/mini'
import { isNamespaceName } from '../host/catalogues'
import { roles, type Role } from '../host/languages'

/**
 * The translation API contract. One implementation (backend/translation-api.ts) answers it in
 * `npm start` (the Vite dev server through src/server/, on locales/*.po) and in the built site and unit tests (MSW,
 * saved edits in browser storage).
 *
 * GET    /api/translations       -> TranslationFiles: one file per catalogue namespace
 * GET    /api/translations/:id   -> TranslationCatalogue (entries + the file's version)
 * PUT    /api/translations/:id   <- SaveRequest (the version loaded + only the changed texts)
 *                                 -> TranslationCatalogue after saving
 * DELETE /api/translations/:id   <- DiscardRequest -> TranslationCatalogue as shipped (built site
 *                                 only: it drops this browser's saved edits; on files, `npm start`,
 *                                 405: git restores files, the API never resets another's work)
 * GET    /api/translations/:id/po/:lang -> the .po file as served (text/x-gettext-translation)
 * GET    /api/translations/:id/history?key=… -> MessageHistory: the message's earlier texts from
 *                                 the repository's history (`npm start`; the built site has none)
 * Errors: ApiErrorBody JSON; 404 unknown id, 400 invalid body (the message says what is wrong;
 * also a text that is not valid ICU or whose placeholders differ from the other language's),
 * 409 when nothing was written because another actor changed the file: with `current`
 * (ConflictError) when the file changed since `version` was read or another actor changed the very
 * text being saved; without it when the code changed during a Swedish save or `lingui extract` held
 * its lock too long (the row keeps its text, and says so). 422 when a Swedish text cannot be
 * written into the code that defines it (`npm start`). The dev server also answers 403 to a client
 * that is not this machine or a page of another origin, 413 to a body over 1 MB and 415 to one that is not JSON
 * (src/server/request-guard.ts). A refusal that concerns one message names it
 * (`key`, `lang`) and says why (`reason`), so the editor shows it on that row in its own language;
 * `error` is the English sentence for logs and other clients. Nothing is written on an error.
 */
const translationFileSchema = z.object({
  id: z.string().check(z.refine(isNamespaceName, 'not a catalogue name')),
})

/** `files`: the dev server writes locales/*.po; `browser`: edits stay in this browser (MSW). */
const storageKindSchema = z.enum(['files', 'browser'])

export const translationFilesSchema = z.object({
  storage: storageKindSchema,
  files: z.array(translationFileSchema),
})

/** Why a Swedish text cannot be written into the code (see src/server/source-sites.ts). */
const sourceLockSchema = z.enum(['elements', 'expressions', 'computed', 'duplicate', 'missing'])

const sitesSchema = z.array(z.object({ file: z.string(), line: z.optional(z.number()) }))

const translationEntrySchema = z.object({
  key: z.string(),
  source: z.string(),
  target: z.string(),
  /** Where the message is defined: the catalogue's origins, with the line where it is known. */
  sites: z.optional(sitesSchema),
  /** `npm start`: the Swedish cannot be written into the code, and why. */
  sourceLock: z.optional(sourceLockSchema),
  /** Built site: this browser's saved text that a newer release changed underneath (per language). */
  release: z.optional(z.object({ source: z.optional(z.string()), target: z.optional(z.string()) })),
  /**
   * The English is outdated: the Swedish changed since it was translated (`#, fuzzy` in
   * locales/en, src/po.ts). `previous`: the Swedish it was translated from.
   */
  outdated: z.optional(z.object({ previous: z.string() })),
})

export const translationCatalogueSchema = z.object({
  id: z.string(),
  /** Content hash of both .po files: sent back with every write. */
  version: z.string(),
  entries: z.array(translationEntrySchema),
  /**
   * The English of ids a rename dropped (locales/en's obsolete entries, src/po.ts
   * poRenamed): offered first to a new id with the same or a close Swedish.
   */
  renamed: z.optional(
    z.array(
      z.object({
        key: z.string(),
        source: z.string(),
        target: z.string(),
        /** The English was outdated: `sv` is the Swedish it was translated from. */
        outdated: z.optional(z.literal(true)),
      }),
    ),
  ),
})

const entryChangeSchema = z.object({
  key: z.string().check(z.minLength(1)),
  source: z.optional(z.string()),
  target: z.optional(z.string()),
})

export const saveRequestSchema = z.object({
  version: z.string().check(z.minLength(1)),
  changes: z.array(entryChangeSchema).check(z.minLength(1)),
})

/**
 * Why the API refused one message's text. The first five are the Swedish code locks above; the
 * rest: `unknown-key` (no such message), `syntax` (not valid ICU), `placeholders` (they differ
 * from the other language's, or from the code's), `empty` (an empty or blank Swedish text: the code
 * cannot hold it), `stale` (the code holds another text than the catalogue: run extract),
 * `unwritable` (the code cannot hold this text exactly), `changed` (the file changed on disk while
 * the save ran: nothing was written). The editor words each one itself; a reason it does not know
 * falls back to `error`.
 */
export const refusalReasonSchema = z.enum([
  'elements',
  'expressions',
  'computed',
  'duplicate',
  'missing',
  'unknown-key',
  'syntax',
  'placeholders',
  'empty',
  'stale',
  'unwritable',
  'changed',
])

export const apiErrorBodySchema = z.object({
  error: z.string(),
  /** The message the refusal concerns, its language, why, and where the message is defined. */
  key: z.optional(z.string()),
  lang: z.optional(z.enum(roles)),
  // Any string: a newer server's reason reaches an older editor, which falls back to `error`.
  reason: z.optional(z.union([refusalReasonSchema, z.string()])),
  sites: z.optional(sitesSchema),
})

export const discardRequestSchema = z.object({ version: z.string().check(z.minLength(1)) })

export const conflictErrorSchema = z.object({
  error: z.string(),
  current: translationCatalogueSchema,
})

/** One commit that changed a message's text in one language (`old` absent: the message was new). */
const historyChangeSchema = z.object({
  sha: z.string(),
  /** ISO 8601, the author's date. */
  date: z.string(),
  subject: z.string(),
  lang: z.enum(roles),
  old: z.optional(z.string()),
  new: z.string(),
})

export const historyQuerySchema = z.object({ key: z.string().check(z.minLength(1)) })

/**
 * A message's history, newest first. `source`: `git` read it from the repository (`npm start`);
 * `no-repository` and `no-git`: `npm start` without a repository or without git; `browser`: the
 * built editor, which has no history (changes are empty for all but `git`).
 */
export const messageHistorySchema = z.object({
  source: z.enum(['git', 'no-repository', 'no-git', 'browser']),
  changes: z.array(historyChangeSchema),
})

export type StorageKind = z.infer<typeof storageKindSchema>
export type TranslationFile = z.infer<typeof translationFileSchema>
export type TranslationFiles = z.infer<typeof translationFilesSchema>
export type TranslationEntry = z.infer<typeof translationEntrySchema>
export type SourceLockReason = z.infer<typeof sourceLockSchema>
export type TranslationCatalogue = z.infer<typeof translationCatalogueSchema>
export type EntryChange = z.infer<typeof entryChangeSchema>
export type ConflictError = z.infer<typeof conflictErrorSchema>
export type RefusalReason = z.infer<typeof refusalReasonSchema>
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
export type EditorLang = Role
export type HistoryChange = z.infer<typeof historyChangeSchema>
export type MessageHistory = z.infer<typeof messageHistorySchema>

import * as z from 'zod/mini'
import { namespaces } from '../../shared/catalogues'
import type { Locale } from '../../i18n/locales'

/**
 * The translation API contract. One implementation (backend/translation-api.ts) answers it in
 * `npm start` (the Vite dev server, on locales/*.po) and in the built site and unit tests (MSW,
 * saved edits in browser storage).
 *
 * GET    /api/translations       -> TranslationFiles: one file per catalogue namespace
 * GET    /api/translations/:id   -> TranslationCatalogue (entries + the file's version)
 * PUT    /api/translations/:id   <- SaveRequest (the version loaded + only the changed texts)
 *                                 -> TranslationCatalogue after saving
 * DELETE /api/translations/:id   <- DiscardRequest -> TranslationCatalogue as shipped
 * GET    /api/translations/:id/po/:lang -> the .po file as served (text/x-gettext-translation)
 * Errors: ApiError JSON; 404 unknown id, 400 invalid body (the message says what is wrong; also
 * a text that is not valid ICU or whose placeholders differ from the other language's),
 * 409 ConflictError when the file changed since `version` was read, 422 when a Swedish text
 * cannot be written into the code that defines it (`npm start`). Nothing is written on an error.
 */
const translationFileSchema = z.object({ id: z.enum(namespaces) })

/** `files`: the dev server writes locales/*.po; `browser`: edits stay in this browser (MSW). */
const storageKindSchema = z.enum(['files', 'browser'])

export const translationFilesSchema = z.object({
  storage: storageKindSchema,
  files: z.array(translationFileSchema),
})

/** Why a Swedish text cannot be written into the code (see backend/source-sites.ts). */
const sourceLockSchema = z.enum(['elements', 'expressions', 'computed', 'duplicate', 'missing'])

const translationEntrySchema = z.object({
  key: z.string(),
  sv: z.string(),
  en: z.string(),
  /** Where the message is defined: the catalogue's origins, with the line where it is known. */
  sites: z.optional(z.array(z.object({ file: z.string(), line: z.optional(z.number()) }))),
  /** `npm start`: the Swedish cannot be written into the code, and why. */
  svLock: z.optional(sourceLockSchema),
  /** Built site: this browser's saved text that a newer release changed underneath (per language). */
  release: z.optional(z.object({ sv: z.optional(z.string()), en: z.optional(z.string()) })),
})

export const translationCatalogueSchema = z.object({
  id: z.string(),
  /** Content hash of both .po files: sent back with every write. */
  version: z.string(),
  entries: z.array(translationEntrySchema),
})

const entryChangeSchema = z.object({
  key: z.string().check(z.minLength(1)),
  sv: z.optional(z.string()),
  en: z.optional(z.string()),
})

export const saveRequestSchema = z.object({
  version: z.string().check(z.minLength(1)),
  changes: z.array(entryChangeSchema).check(z.minLength(1)),
})

export const discardRequestSchema = z.object({ version: z.string().check(z.minLength(1)) })

export const conflictErrorSchema = z.object({
  error: z.string(),
  current: translationCatalogueSchema,
})

export type StorageKind = z.infer<typeof storageKindSchema>
export type TranslationFile = z.infer<typeof translationFileSchema>
export type TranslationFiles = z.infer<typeof translationFilesSchema>
export type TranslationEntry = z.infer<typeof translationEntrySchema>
export type SourceLockReason = z.infer<typeof sourceLockSchema>
export type TranslationCatalogue = z.infer<typeof translationCatalogueSchema>
export type EntryChange = z.infer<typeof entryChangeSchema>
export type ConflictError = z.infer<typeof conflictErrorSchema>
export type EditorLang = Locale

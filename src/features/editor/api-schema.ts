import * as z from 'zod/mini'

/**
 * The translation API contract, shared by the MSW handlers (mocks/handlers.ts) and the client.
 *
 * GET    /api/translations       -> TranslationFile[]; `label` in the request's Accept-Language (sv|en)
 * GET    /api/translations/:id   -> TranslationCatalogue (the shipped .po files + saved local edits)
 * PUT    /api/translations/:id   <- SaveRequest, -> TranslationCatalogue after saving
 * DELETE /api/translations/:id   -> TranslationCatalogue without local edits
 * Errors: ApiError JSON with status 404 (unknown id) or 400 (invalid body).
 */
export const translationFileSchema = z.object({ id: z.string(), label: z.string() })
export const translationFilesSchema = z.array(translationFileSchema)

export const translationEntrySchema = z.object({ key: z.string(), sv: z.string(), en: z.string() })

export const translationCatalogueSchema = z.object({
  id: z.string(),
  entries: z.array(translationEntrySchema),
})

export const saveRequestSchema = z.object({ entries: z.array(translationEntrySchema) })

export const apiErrorSchema = z.object({ error: z.string() })

export type TranslationFile = z.infer<typeof translationFileSchema>
export type TranslationEntry = z.infer<typeof translationEntrySchema>
export type TranslationCatalogue = z.infer<typeof translationCatalogueSchema>
export type SaveRequest = z.infer<typeof saveRequestSchema>
export type EditorLang = 'sv' | 'en'

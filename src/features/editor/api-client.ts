import {
  conflictErrorSchema,
  translationCatalogueSchema,
  translationFilesSchema,
  type EntryChange,
  type TranslationCatalogue,
  type TranslationFiles,
} from './api-schema'

const BASE = '/api/translations'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** On 409: the file as it is now. */
    readonly current?: TranslationCatalogue,
  ) {
    super(message)
  }
}

async function request(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init)
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const detail =
      body && typeof body === 'object' && 'error' in body ? String(body.error) : res.statusText
    const conflict = res.status === 409 ? conflictErrorSchema.safeParse(body) : null
    throw new ApiError(
      res.status,
      `${init?.method ?? 'GET'} ${url}: ${res.status} ${detail}`,
      conflict?.success ? conflict.data.current : undefined,
    )
  }
  return body
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

export const fetchFiles = async (): Promise<TranslationFiles> =>
  translationFilesSchema.parse(await request(BASE))

export const fetchCatalogue = async (id: string): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(await request(`${BASE}/${encodeURIComponent(id)}`))

export const saveCatalogue = async (
  id: string,
  version: string,
  changes: EntryChange[],
): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(
    await request(`${BASE}/${encodeURIComponent(id)}`, json('PUT', { version, changes })),
  )

export const discardCatalogue = async (
  id: string,
  version: string,
): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(
    await request(`${BASE}/${encodeURIComponent(id)}`, json('DELETE', { version })),
  )

export const editorKeys = {
  files: ['translations', 'files'] as const,
  catalogue: (id: string) => ['translations', 'catalogue', id] as const,
}

import {
  translationCatalogueSchema,
  translationFilesSchema,
  type TranslationCatalogue,
  type TranslationEntry,
  type TranslationFile,
} from './api-schema'

const BASE = '/api/translations'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
    throw new ApiError(res.status, `${init?.method ?? 'GET'} ${url}: ${res.status} ${detail}`)
  }
  return body
}

export const fetchFiles = async (lang: string): Promise<TranslationFile[]> =>
  translationFilesSchema.parse(await request(BASE, { headers: { 'Accept-Language': lang } }))

export const fetchCatalogue = async (id: string): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(await request(`${BASE}/${encodeURIComponent(id)}`))

export const saveCatalogue = async (
  id: string,
  entries: TranslationEntry[],
): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(
    await request(`${BASE}/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ entries }),
    }),
  )

export const discardCatalogue = async (id: string): Promise<TranslationCatalogue> =>
  translationCatalogueSchema.parse(
    await request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  )

export const editorKeys = {
  files: (lang: string) => ['translations', 'files', lang] as const,
  catalogue: (id: string) => ['translations', 'catalogue', id] as const,
}

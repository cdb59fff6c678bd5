import {
  apiErrorBodySchema,
  conflictErrorSchema,
  messageHistorySchema,
  translationCatalogueSchema,
  translationFilesSchema,
  type ApiErrorBody,
  type EditorLang,
  type EntryChange,
  type MessageHistory,
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
    /** The refusal as the API words it: which message, which language, why, where. */
    readonly body?: ApiErrorBody,
  ) {
    super(message)
  }
}

/**
 * `npm start` and the unit tests: the API is the server's (the dev server, msw/node). The built
 * site: MSW's handlers inside the page (backend/browser-worker.ts), loaded with the first request
 * and only on the editor's page; a failed load is a failed request, and the next one (Retry)
 * loads it again.
 */
const onServer = import.meta.env.MODE === 'test' || import.meta.env.DEV
let inPage: Promise<(request: Request) => Promise<Response>> | undefined

function send(url: string, init?: RequestInit): Promise<Response> {
  if (onServer) return fetch(url, init)
  inPage ??= import('../browser/browser-worker')
    .then((m) => m.mockApi())
    .catch((error: unknown) => {
      inPage = undefined
      throw error
    })
  return inPage.then((answer) => answer(new Request(url, init)))
}

async function request(url: string, init?: RequestInit): Promise<unknown> {
  const res = await send(url, init)
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const refusal = apiErrorBodySchema.safeParse(body)
    const detail = refusal.success ? refusal.data.error : res.statusText
    const conflict = res.status === 409 ? conflictErrorSchema.safeParse(body) : null
    throw new ApiError(
      res.status,
      `${init?.method ?? 'GET'} ${url}: ${res.status} ${detail}`,
      conflict?.success ? conflict.data.current : undefined,
      refusal.success ? refusal.data : undefined,
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

/** The .po file as the API serves it (on disk in `npm start`; in the built site with saved edits). */
export async function fetchPo(id: string, lang: EditorLang): Promise<string> {
  const url = `${BASE}/${encodeURIComponent(id)}/po/${lang}`
  const res = await send(url)
  if (!res.ok) throw new ApiError(res.status, `${url}: ${res.status} ${res.statusText}`)
  return res.text()
}

/** A message's earlier texts from the repository's history (`npm start`; the built site has none). */
export const fetchHistory = async (id: string, key: string): Promise<MessageHistory> =>
  messageHistorySchema.parse(
    await request(
      `${BASE}/${encodeURIComponent(id)}/history?${new URLSearchParams({ key }).toString()}`,
    ),
  )

export const editorKeys = {
  files: ['translations', 'files'] as const,
  catalogue: (id: string) => ['translations', 'catalogue', id] as const,
  history: (id: string, key: string) => ['translations', 'history', id, key] as const,
}

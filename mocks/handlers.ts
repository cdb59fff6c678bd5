import { http, HttpResponse, type RequestHandler } from 'msw'
import { saveRequestSchema, type TranslationFile } from '../src/features/editor/api-schema'
import { fileLabels } from '../src/features/editor/file-labels'
import { catalogueIds, readCatalogue, readPo } from './catalogue-source'
import { discardEdits, saveEdits, withEdits } from './store'

/**
 * MSW handlers shared by the browser worker (started lazily by the translation editor route
 * only) and the Node server used by the tests. The marketing pages make no requests at all.
 * Contract: src/features/editor/api-schema.ts.
 */
const notFound = (id: string) =>
  HttpResponse.json({ error: `Unknown translation file: ${id}` }, { status: 404 })

const langOf = (request: Request): 'sv' | 'en' =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'sv'

export const handlers: RequestHandler[] = [
  http.get('/api/translations', async ({ request }) => {
    // Labels come from the real editor catalogue of the asked language, like the rest of the UI.
    const labels = await readPo(langOf(request), 'editor')
    const files: TranslationFile[] = catalogueIds.map((id) => ({
      id,
      label: labels.get(fileLabels[id]?.id ?? '') || id,
    }))
    return HttpResponse.json(files)
  }),

  http.get<{ id: string }>('/api/translations/:id', async ({ params }) => {
    const base = await readCatalogue(params.id)
    if (!base) return notFound(params.id)
    return HttpResponse.json({ id: params.id, entries: withEdits(params.id, base) })
  }),

  http.put<{ id: string }>('/api/translations/:id', async ({ params, request }) => {
    const base = await readCatalogue(params.id)
    if (!base) return notFound(params.id)
    const body = saveRequestSchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ error: 'Invalid body' }, { status: 400 })
    saveEdits(params.id, base, body.data.entries)
    return HttpResponse.json({ id: params.id, entries: withEdits(params.id, base) })
  }),

  http.delete<{ id: string }>('/api/translations/:id', async ({ params }) => {
    const base = await readCatalogue(params.id)
    if (!base) return notFound(params.id)
    discardEdits(params.id)
    return HttpResponse.json({ id: params.id, entries: base })
  }),
]

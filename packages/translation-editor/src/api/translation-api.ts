import { http, HttpResponse, type RequestHandler } from 'msw'
import * as z from 'zod/mini'
import { icuProblems } from '../icu'
import { poMessages, poOutdated, poRenamed } from '../po'
import { isRole, roles } from '../host/languages'
import {
  type ApiErrorBody,
  discardRequestSchema,
  historyQuerySchema,
  saveRequestSchema,
  type MessageHistory,
  type ConflictError,
  type EditorLang,
  type TranslationCatalogue,
  type TranslationFiles,
} from './api-schema.ts'
import { isNamespaceName, type Namespace } from '../host/catalogues'
import { StorageRefusal, type CatalogueStorage } from './storage'

/**
 * The one implementation of the translation API (contract: src/api/api-schema.ts).
 * MSW request handlers over a storage adapter: the browser worker and msw/node run them as they
 * are, the Vite dev server through msw's getResponse (src/server/server.ts).
 */
const langs: EditorLang[] = [...roles]

const error = (status: number, message: string, about?: Omit<ApiErrorBody, 'error'>) =>
  HttpResponse.json<ApiErrorBody>({ error: message, ...about }, { status })

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

const notJson = Symbol('not JSON')

async function readBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown
  } catch {
    return notJson
  }
}

function invalid(what: string, body: unknown, e: z.core.$ZodError) {
  if (body === notJson) return error(400, `Invalid ${what}: the body is not JSON`)
  const detail = e.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')
  return error(400, `Invalid ${what}: ${detail}`)
}

export function createHandlers(storage: CatalogueStorage): RequestHandler[] {
  // One write at a time per file: read, compare the version, write, never interleaved.
  const queues = new Map<Namespace, Promise<unknown>>()
  const exclusive = <T>(id: Namespace, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(id) ?? Promise.resolve()).then(work, work)
    queues.set(
      id,
      run.catch(() => undefined),
    )
    return run
  }

  async function load(id: Namespace) {
    const [sv, en] = await Promise.all(langs.map((l) => storage.read(l, id)))
    return { text: { source: sv!, target: en! }, version: await sha256(`${sv}\u0000${en}`) }
  }

  async function catalogue(
    id: Namespace,
    file: Awaited<ReturnType<typeof load>>,
  ): Promise<TranslationCatalogue> {
    const sv = poMessages(file.text.source)
    const en = poMessages(file.text.target)
    const outdated = poOutdated(file.text.target)
    const [sources, release] = await Promise.all([
      storage.sources(id, file.text.source),
      storage.releaseConflicts?.(id),
    ])
    const keys = [...new Set([...sv.keys(), ...en.keys()])].sort()
    const entries = keys.map((key) => {
      const source = sources.get(key)
      return {
        key,
        source: sv.get(key) ?? '',
        target: en.get(key) ?? '',
        ...(source && { sites: source.sites }),
        ...(source?.lock && { sourceLock: source.lock }),
        ...(release?.has(key) && { release: release.get(key) }),
        ...(outdated.has(key) && { outdated: { previous: outdated.get(key)! } }),
      }
    })
    const renamed = poRenamed(file.text.target)
    return { id, version: file.version, entries, ...(renamed.length && { renamed }) }
  }

  const conflict = async (id: Namespace, file: Awaited<ReturnType<typeof load>>) =>
    HttpResponse.json<ConflictError>(
      {
        error: `The file ${id} changed since it was loaded: nothing was written`,
        current: await catalogue(id, file),
      },
      { status: 409 },
    )

  const unknown = (id: string) => error(404, `Unknown translation file: ${id}`)
  const isNamespace = async (id: string) =>
    isNamespaceName(id) && (await storage.namespaces()).includes(id)

  return [
    http.get('/api/translations', async () => {
      // The editor labels the files itself (the app's labels, host/editor-host.ts).
      const body: TranslationFiles = {
        storage: storage.kind,
        files: (await storage.namespaces()).map((id) => ({ id })),
      }
      return HttpResponse.json(body)
    }),

    http.get<{ id: string }>('/api/translations/:id', async ({ params }) => {
      const { id } = params
      if (!(await isNamespace(id))) return unknown(id)
      return HttpResponse.json(await catalogue(id, await load(id)))
    }),

    http.get<{ id: string; lang: string }>('/api/translations/:id/po/:lang', async ({ params }) => {
      const { id, lang } = params
      if (!(await isNamespace(id)) || !isRole(lang)) return unknown(`${id}/${lang}`)
      return new HttpResponse(await storage.read(lang, id), {
        headers: { 'Content-Type': 'text/x-gettext-translation; charset=utf-8' },
      })
    }),

    http.get<{ id: string }>('/api/translations/:id/history', async ({ params, request }) => {
      const { id } = params
      if (!(await isNamespace(id))) return unknown(id)
      const raw = Object.fromEntries(new URL(request.url).searchParams)
      const query = historyQuerySchema.safeParse(raw)
      if (!query.success) return invalid('history request', raw, query.error)
      const none: MessageHistory = { source: 'browser', changes: [] }
      return HttpResponse.json(storage.history ? await storage.history(id, query.data.key) : none)
    }),

    http.put<{ id: string }>('/api/translations/:id', async ({ params, request }) => {
      const { id } = params
      if (!(await isNamespace(id))) return unknown(id)
      const raw = await readBody(request)
      const body = saveRequestSchema.safeParse(raw)
      if (!body.success) return invalid('save request', raw, body.error)
      const { version, changes } = body.data
      return exclusive(id, async () => {
        const file = await load(id)
        if (file.version !== version) return conflict(id, file)
        // Every check passes before anything is written: an unknown key, a text that is not
        // valid ICU or whose placeholders differ from the other language's, a Swedish text the
        // code cannot take: nothing is written.
        const now = { source: poMessages(file.text.source), target: poMessages(file.text.target) }
        const next: Partial<Record<EditorLang, Map<string, string>>> = {}
        for (const c of changes) {
          if (!now.source.has(c.key) && !now.target.has(c.key)) {
            return error(400, `Invalid save request for ${id}: no message "${c.key}"`, {
              key: c.key,
              reason: 'unknown-key',
            })
          }
          // Swedish is the source text: an empty one would leave the message with no text at all
          // (and the code cannot hold a blank <Trans>).
          if (c.source !== undefined && c.source.trim() === '') {
            return error(400, `Invalid save request for ${id}: "${c.key}": the Swedish is empty`, {
              key: c.key,
              lang: 'source',
              reason: 'empty',
            })
          }
          const problems = icuProblems(
            c.source ?? now.source.get(c.key) ?? '',
            c.target ?? now.target.get(c.key) ?? '',
          )
          if (problems.length) {
            const why = problems
              .map((p) =>
                p.kind === 'syntax' ? `${p.lang}: ${p.detail}` : 'the placeholders differ',
              )
              .join('; ')
            const first = problems[0]!
            return error(400, `Invalid save request for ${id}: "${c.key}": ${why}`, {
              key: c.key,
              ...(first.kind === 'syntax' && { lang: first.lang }),
              reason: first.kind === 'syntax' ? 'syntax' : 'placeholders',
            })
          }
          for (const lang of langs) {
            const text = c[lang]
            if (text !== undefined) (next[lang] ??= new Map()).set(c.key, text)
          }
        }
        if (next.source && storage.kind === 'files') {
          const sources = await storage.sources(id, file.text.source)
          const locked = [...next.source.keys()].find((key) => sources.get(key)?.lock)
          if (locked) {
            const source = sources.get(locked)!
            return error(422, `"${locked}" cannot be written into the code: ${source.lock}`, {
              key: locked,
              lang: 'source',
              reason: source.lock,
              sites: source.sites,
            })
          }
        }
        try {
          await storage.write(id, next, file.text)
        } catch (e) {
          if (!(e instanceof StorageRefusal)) throw e
          const about = { key: e.key, lang: e.lang, reason: e.reason }
          // Another actor changed this very text while the save ran: the editor gets the file
          // as it is now and shows both texts, as for a stale version.
          if (e.conflict) {
            return HttpResponse.json<ConflictError & ApiErrorBody>(
              { error: e.message, ...about, current: await catalogue(id, await load(id)) },
              { status: 409 },
            )
          }
          const sites = (await storage.sources(id, file.text.source)).get(e.key)?.sites
          return error(e.status, e.message, { ...about, ...(sites && { sites }) })
        }
        return HttpResponse.json(await catalogue(id, await load(id)))
      })
    }),

    http.delete<{ id: string }>('/api/translations/:id', async ({ params, request }) => {
      const { id } = params
      if (!(await isNamespace(id))) return unknown(id)
      // On files a reset could only destroy: it would also drop a fresh extract, another tab's
      // saves and hand edits, none of them the translator's to throw away.
      const reset = storage.reset?.bind(storage)
      if (!reset) {
        return HttpResponse.json<ApiErrorBody>(
          {
            error:
              'No reset on files: undo a saved change with git (git diff, git restore -p), which shows whose it is',
          },
          { status: 405, headers: { Allow: 'GET, PUT' } },
        )
      }
      const raw = await readBody(request)
      const body = discardRequestSchema.safeParse(raw)
      if (!body.success) return invalid('discard request', raw, body.error)
      return exclusive(id, async () => {
        const file = await load(id)
        if (file.version !== body.data.version) return conflict(id, file)
        for (const lang of langs) await reset(lang, id)
        return HttpResponse.json(await catalogue(id, await load(id)))
      })
    }),
  ]
}

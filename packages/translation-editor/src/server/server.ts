import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { LinguiConfigNormalized } from '@lingui/conf'
import { getResponse } from 'msw'
import { createHandlers } from '../api/translation-api.ts'
import type { CatalogueLayout } from './catalogue-layout.ts'
import { extractDone, extractRunning } from './extract-lock.ts'
import { fileStorage } from './file-storage.ts'
import { gitHistory } from './history.ts'
import { readBody, refusal, Refused } from './request-guard.ts'
import { sourceWriter } from './source-writer.ts'

/**
 * The translation API of `npm start`, on the repository's files: the handlers the built site
 * runs in MSW (translation-api.ts) over the file storage and the Swedish code writer. Loaded by
 * the plugin (vite-plugin.ts) when the dev server starts, never by `vite build` or Vitest.
 */
/** How long a save waits for `lingui extract` before it is answered unsaved (409 changed). */
const EXTRACT_WAIT_MS = 60_000

/**
 * The folders Lingui extracts messages from (its catalogues' `include`): the only code a Swedish
 * save may write.
 */
const messageSources = (root: string) => (config: LinguiConfigNormalized) => {
  const dirs = (config.catalogs ?? []).flatMap((c) =>
    c.include.map((dir) =>
      relative(root, dir.replace('<rootDir>', config.rootDir ?? root).split(/[*{]/)[0]!),
    ),
  )
  return [...new Set(dirs)].filter((dir) => existsSync(join(root, dir)))
}

export function translationServer(
  /** The app's catalogues (its root, languages and paths: catalogue-layout.ts). */
  layout: CatalogueLayout,
  /** The dev server's `server.allowedHosts` (request-guard.ts applies Vite's host rule). */
  guard: { allowedHosts?: readonly string[] | true } = {},
  /** Told each code file a save wrote, with its new text (vite-plugin.ts). */
  codeWritten?: (file: string, text: string) => void,
) {
  const { root } = layout
  const storage = {
    ...fileStorage({
      layout,
      source: sourceWriter({ root, sources: messageSources(root) }),
      extracting: () => extractRunning(layout),
      extractDone: () => extractDone(layout, EXTRACT_WAIT_MS),
      codeWritten,
    }),
    history: gitHistory(layout),
  }
  const handlers = createHandlers(storage)
  return {
    /** Answers /api/translations requests. */
    async answer(req: IncomingMessage, res: ServerResponse) {
      try {
        const refused = refusal(req, guard)
        if (refused) throw refused
        await respond(handlers, req, res, await readBody(req))
      } catch (e) {
        if (!(e instanceof Refused)) throw e
        res.statusCode = e.status
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ error: e.message }))
      }
    },
  }
}

export type TranslationServer = ReturnType<typeof translationServer>

/**
 * Node request -> Fetch Request -> msw's getResponse -> Node response. Not
 * @mswjs/http-middleware: it reads Express's request extensions (req.protocol, req.get), and an
 * Express app inside Vite's connect stack only to provide those is more than these lines.
 */
async function respond(
  handlers: ReturnType<typeof createHandlers>,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | undefined,
) {
  // The handlers match paths only. A fixed origin, not the Host: MSW reads its base URL as a path
  // pattern, where an IPv6 host's `[::1]:5173` is a parameter without a name.
  const origin = 'http://localhost'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    // JSON only (request-guard.ts): text is what the handlers read.
    body: body?.toString('utf8'),
  })
  const response = await getResponse(handlers, request, { baseUrl: origin })
  if (!response) {
    res.statusCode = 405
    res.end()
    return
  }
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, relative, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { getResponse } from 'msw'
import type { Plugin, ViteDevServer } from 'vite'
import { fileStorage } from './file-storage.ts'
import { sourceWriter } from './source-writer.ts'
import { createHandlers } from './translation-api.ts'

/**
 * `npm start`: the dev server answers the translation API itself, from the catalogues on disk
 * (a translator's save lands in locales/*.po and the Lingui plugin recompiles it), with the same
 * handlers MSW runs in the built site. Swedish is written into the code that defines it
 * (source-writer.ts), then into locales/sv. The dev-server e2e tests run it on a throwaway copy
 * of the repository (scripts/e2e-dev-server.mjs).
 *
 * After a catalogue changes on disk (a save, `npm run extract`, a `git pull`), open pages get a
 * `cirkla:catalogue` event and reload just those messages (src/i18n/catalogs.ts) instead of
 * Vite's full reload of every tab, which would also reset the editor mid-work. A writer that is
 * not atomic (git checkout, `lingui extract`, a text editor) changes a file more than once within
 * Vite's watcher's 50 ms, and the watcher (chokidar) drops every change of a file within 50 ms of
 * the one it reported: the finished file would never reach the open pages, nor Vite's compiled
 * module for new ones. So the file is read when its change is reported, and again once that
 * window has passed: if it differs, its change is reported again.
 *
 * It also injects in-context editing (Alt+click a text to edit its message) ahead of the app's
 * entry: a script tag of the dev server's page only, so no module of the app imports it and the
 * production build cannot contain it (tests/e2e/dev-only-absent.spec.ts).
 */
const inContextEntry = '/src/features/editor/in-context/boot.ts'

export function translationApiDevServer(): Plugin {
  let root = ''
  let localesDir = ''
  let devServer: ViteDevServer | undefined
  const lookingAgain = new Map<string, ReturnType<typeof setTimeout>>()
  const contentOf = (file: string) => readFile(file, 'utf8').catch(() => undefined)
  return {
    name: 'cirkla-translation-api-dev',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // Vite's dependency scan reads index.html as written, without the injected script: name it,
    // or the panel's first Alt+click finds new dependencies and reloads the page.
    config: () => ({ optimizeDeps: { entries: ['index.html', inContextEntry.slice(1)] } }),
    configResolved(config) {
      root = resolve(config.root)
      localesDir = join(root, 'locales')
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { type: 'module', src: inContextEntry }, injectTo: 'body-prepend' },
    ],
    async hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(localesDir + sep)) return
      const match = /^(sv|en)[/\\]([a-z-]+)\.po$/.exec(relative(localesDir, file))
      if (!match) return
      // Read before the pages are told, so what they read is at least this.
      const seen = await contentOf(file)
      clearTimeout(lookingAgain.get(file))
      lookingAgain.set(
        file,
        setTimeout(() => {
          lookingAgain.delete(file)
          void contentOf(file).then((now) => {
            if (now !== seen) devServer?.watcher.emit('change', file)
          })
        }, 100),
      )
      // Gone for a moment (git replaces a file): the look again reports it when it is back.
      if (seen === undefined) return []
      this.environment.hot.send({
        type: 'custom',
        event: 'cirkla:catalogue',
        data: { lang: match[1], ns: match[2] },
      })
      return []
    },
    configureServer(server) {
      devServer = server
      const git = promisify(execFile)
      const handlers = createHandlers(
        fileStorage({
          dir: localesDir,
          source: sourceWriter({ root }),
          // DELETE restores the committed catalogue (the repository's, also for a copy).
          shipped: async (lang, id) =>
            (
              await git('git', ['show', `HEAD:locales/${lang}/${id}.po`], {
                cwd: server.config.root,
                maxBuffer: 16 * 1024 * 1024,
              })
            ).stdout,
        }),
      )
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/translations')) return next()
        answer(handlers, req, res).catch(next)
      })
    },
  }
}

/**
 * Node request -> Fetch Request -> msw's getResponse -> Node response. Not
 * @mswjs/http-middleware: it reads Express's request extensions (req.protocol, req.get), and an
 * Express app inside Vite's connect stack only to provide those is more than these lines.
 */
async function answer(
  handlers: ReturnType<typeof createHandlers>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const origin = `http://${req.headers.host ?? 'localhost'}`
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; lib.dom does not know it.
    duplex: hasBody ? 'half' : undefined,
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

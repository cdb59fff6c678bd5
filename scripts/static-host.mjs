// `vite preview` behaves like the static host we deploy to (README, Deploy): the same answers for
// every URL, so local runs and e2e tests see what production serves. The rules live here once;
// the README's nginx block states the same rules for a real host.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { headersFor, parseHeaders } from './static-headers.mjs'

/**
 * What the host answers for a request path (the raw, still percent-encoded pathname):
 * - `{ redirect }` (308): a page's `.html` / `index.html` file name goes to its pretty URL,
 *   so a page has one address (/en/calculator.html -> /en/calculator, /sv/index.html -> /sv,
 *   /index.html -> /). Wrong-language slugs and aliases are then fixed by the client.
 * - `{ file, status: 200 }`: /sv/kalkylator from dist/sv/kalkylator.html, files as they are.
 * - `{ file, status: 404 }`: anything else, undecodable and hostile paths included, gets the
 *   not-found page of the path's language (/en/... English, everything else Swedish) with a real
 *   404, never the SPA fallback and never a 200 (the 404 pages' own paths included).
 * @param {string} rawPath
 * @param {(file: string) => boolean} exists  relative to dist/, e.g. 'sv/kalkylator.html'
 * @returns {{ redirect: string } | { file: string, status: 200 | 404 }}
 */
export function staticAnswer(rawPath, exists) {
  const notFound = {
    file: rawPath === '/en' || rawPath.startsWith('/en/') ? 'en/404.html' : '404.html',
    status: 404,
  }
  let path
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return notFound // /sv/%ZZ, /sv/kalkylator%
  }
  // Control characters, backslashes and dot segments never name a file of ours.
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\0-\x1f\x7f\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return notFound
  // Repeated and trailing slashes name the same file (nginx merges slashes); the client then
  // replaces the address with the canonical one. Merged first, so "//host/x.html" can never
  // redirect off-site.
  const clean = path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  if (clean === '/') return { file: 'index.html', status: 200 }
  const page = /^(.*?)(?:\/index)?\.html$/.exec(clean)
  if (page) return { redirect: encodeURI(page[1] || '/') }
  if (/^\/(en\/)?404$/.test(clean)) return notFound
  if (/\.[a-z0-9]+$/i.test(clean))
    return exists(clean.slice(1)) ? { file: clean.slice(1), status: 200 } : notFound
  const html = `${clean.slice(1)}.html`
  return exists(html) ? { file: html, status: 200 } : notFound
}

/** The Vite plugin: production headers (dist/_headers) on every response, then staticAnswer. */
export function staticHostPreview() {
  return {
    name: 'cirkla-static-host-preview',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      const headersFile = join(dist, '_headers')
      const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : []
      const exists = (file) => existsSync(join(dist, file))
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        for (const [name, value] of headersFor(rules, url.pathname)) res.setHeader(name, value)
        // Forms post to their own page when JavaScript is off: answer like a GET (nothing is stored).
        if (req.method === 'POST') req.method = 'GET'
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const answer = staticAnswer(url.pathname, exists)
        if ('redirect' in answer) {
          res.statusCode = 308
          res.setHeader('Location', answer.redirect + url.search)
          return res.end()
        }
        if (answer.status === 200) {
          // Vite's own static server sends the file (with its caching and content types).
          req.url = `/${answer.file}${url.search}`
          return next()
        }
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(readFileSync(join(dist, answer.file)))
      })
    },
  }
}

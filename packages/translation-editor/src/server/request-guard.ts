import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * Who and what the dev server's translation API answers. It writes the repository, so:
 * - only this machine (loopback): `npm start -- --host` (or a container's port) lets other
 *   machines reach the dev server, whose host check admits any IP address; the developer may
 *   allow them (ALLOW_REMOTE);
 * - only its own page: a request from another origin of this machine (another dev server, a
 *   notebook, an XSS on any local app) is refused, as the browser marks it: an `Origin` other
 *   than the dev server's own (`null` too), or `Sec-Fetch-Site: cross-site` / `same-site` (a
 *   browser that sends no Origin). No preflight gets a CORS grant: the plugin puts this guard
 *   ahead of Vite's CORS middleware, which grants `localhost:*` (vite-plugin.ts). A client
 *   without these marks (curl, a script) is not a browser page and passes;
 * - only under a name of this machine (the `Host`): ahead of Vite's host check too, the guard
 *   applies it itself, or a page whose own name was rebound to 127.0.0.1 (DNS rebinding) would be
 *   its own origin;
 * - bodies are JSON only, and at most 1 MB (a whole catalogue's texts are ~100 KB).
 * Hand-written: Vite's connect stack has no body parser, and raw-body/type-is/proxy-addr for
 * these checks of a dev-only endpoint are more than these lines.
 */
const ALLOW_REMOTE = 'TRANSLATION_EDITOR_ALLOW_REMOTE'
const MAX_BODY = 1024 * 1024

export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (a dual-stack socket). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

/** Vite's own rule (server.allowedHosts): an IP address, localhost, *.localhost, or listed. */
function hostAllowed(host: string | undefined, allowed: readonly string[] | true): boolean {
  if (!host) return false
  if (allowed === true) return true
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '')
  if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true
  return allowed.some((a) =>
    a.startsWith('.') ? name === a.slice(1) || name.endsWith(a) : name === a,
  )
}

const ownPageOnly = (own: string, what: string) =>
  new Refused(
    403,
    `The translation API writes this repository and answers only its own page (${own}), not ${what}.`,
  )

/** Why this request is not answered, before its body is read; undefined when it may go on. */
export function refusal(
  req: IncomingMessage,
  opts: { allowedHosts?: readonly string[] | true; env?: NodeJS.ProcessEnv } = {},
): Refused | undefined {
  const env = opts.env ?? process.env
  const from = req.socket.remoteAddress
  if (!isLoopback(from) && env[ALLOW_REMOTE] !== '1') {
    return new Refused(
      403,
      `The translation API writes this repository and answers only this machine, not ${from ?? 'an unknown address'}. ` +
        `To let other machines write it too, start the dev server with ${ALLOW_REMOTE}=1.`,
    )
  }
  const host = req.headers.host
  if (!hostAllowed(host, opts.allowedHosts ?? [])) {
    return new Refused(
      403,
      `The translation API answers only under a name of this machine (an IP address, localhost or server.allowedHosts), not "${host ?? ''}".`,
    )
  }
  const own = `${'encrypted' in req.socket ? 'https' : 'http'}://${host}`.toLowerCase()
  const origin = req.headers.origin
  if (origin !== undefined && origin.toLowerCase() !== own) {
    return ownPageOnly(
      own,
      origin === 'null'
        ? 'a page without an origin of its own (Origin: null)'
        : `a page of ${origin}`,
    )
  }
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') {
    return ownPageOnly(own, `a ${site} request (Sec-Fetch-Site: ${site})`)
  }
  if (!hasBody(req.method ?? 'GET')) return undefined
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return new Refused(415, `The body must be JSON (Content-Type: application/json), not "${type}"`)
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return tooLarge()
  return undefined
}

const tooLarge = () => new Refused(413, `The body is larger than ${MAX_BODY} bytes`)

/**
 * The body, or Refused(413) as soon as it passes MAX_BODY (a missing or false length too). The
 * rest is read and dropped, not cut off: destroying the request would take the socket, and the
 * 413 with it.
 */
export function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (!hasBody(req.method ?? 'GET')) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
      else {
        chunks.length = 0
        reject(tooLarge())
      }
    })
    req.on('end', () => (size <= MAX_BODY ? resolve(Buffer.concat(chunks)) : reject(tooLarge())))
    req.on('error', reject)
  })
}

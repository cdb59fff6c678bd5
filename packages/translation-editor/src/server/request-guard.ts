import type { IncomingMessage } from 'node:http'

/**
 * Who and what the dev server's translation API answers. It writes the repository, and
 * `npm start -- --host` (or a container's port) lets other machines reach the dev server, whose
 * host check admits any IP address: so only this machine (loopback) is answered unless the
 * developer says otherwise, bodies are JSON only, and at most 1 MB (a whole catalogue's texts
 * are ~100 KB).
 * Hand-written: Vite's connect stack has no body parser, and raw-body/type-is/proxy-addr for
 * three checks of a dev-only endpoint are more than these lines.
 */
const ALLOW_REMOTE = 'CIRKLA_EDITOR_ALLOW_REMOTE'
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

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/** Why this request is not answered, before its body is read; undefined when it may go on. */
export function refusal(req: IncomingMessage, env = process.env): Refused | undefined {
  const from = req.socket.remoteAddress
  if (!isLoopback(from) && env[ALLOW_REMOTE] !== '1') {
    return new Refused(
      403,
      `The translation API writes this repository and answers only this machine, not ${from ?? 'an unknown address'}. ` +
        `To let other machines write it too, start the dev server with ${ALLOW_REMOTE}=1.`,
    )
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

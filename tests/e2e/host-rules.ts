import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/**
 * What the files for other static hosts declare, read the way those hosts read them, so the host
 * corpus (host.spec.ts) can hold nginx's answers against them: one source of truth in effect, with
 * a failing test wherever deploy/nginx.conf and dist/_headers or netlify.toml part ways.
 */

/**
 * dist/_headers (Cloudflare Pages syntax, which Netlify shares): a path pattern line (`*` matches
 * anything), then indented `Name: value` lines; every matching rule applies, and a header set by
 * two rules gets both values, comma-joined. A dozen lines: Cloudflare publishes no parser, and
 * Netlify's (@netlify/headers-parser) needs Node 22.
 */
function readHeadersFile(text: string) {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
    } else {
      const i = line.indexOf(':')
      if (line.trim().startsWith('!') || i < 0)
        throw new Error(`dist/_headers: a line this corpus cannot read: ${line.trim()}`)
      rules.at(-1)!.headers.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()])
    }
  }
  return rules
}

const headerRules = readHeadersFile(readFileSync('dist/_headers', 'utf8'))

/**
 * The headers dist/_headers gives `path`, lowercased. Cache-Control where it names none: Cloudflare
 * Pages and Netlify send `public, max-age=0, must-revalidate` there, revalidate before every use,
 * which nginx says as `no-cache`.
 */
export function declaredHeaders(path: string): Record<string, string> {
  const out: Record<string, string> = { 'cache-control': 'no-cache' }
  const declared = new Set<string>()
  for (const rule of headerRules.filter((r) => r.pattern.test(path))) {
    for (const [name, value] of rule.headers) {
      out[name] = declared.has(name) ? `${out[name]}, ${value}` : value
      declared.add(name)
    }
  }
  return out
}

/** Headers of every HTTP answer that say nothing about the site's policy. */
export const transportHeaders = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'content-encoding',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'last-modified',
  'etag',
  'accept-ranges',
  'content-range',
  'vary',
  'location',
])

interface NetlifyRedirect {
  from: string
  to: string
  status?: number
  force?: boolean
}
const netlifyRules = (
  parse(readFileSync('netlify.toml', 'utf8')) as { redirects?: NetlifyRedirect[] }
).redirects!

/**
 * The 404 page Netlify sends for an unknown `path` under netlify.toml: the first 404 rule whose
 * `from` matches (a trailing `/*` matches everything below), else its default, /404.html.
 */
export function netlifyNotFoundPage(path: string): string {
  const rule = netlifyRules.find(
    (r) =>
      r.status === 404 &&
      (r.from.endsWith('/*') ? path.startsWith(r.from.slice(0, -1)) : path === r.from),
  )
  return rule?.to ?? '/404.html'
}

/**
 * dist/_redirects (Netlify and Cloudflare Pages read the same syntax): `from to status` a line,
 * `#` comments. The host corpus holds nginx's redirects to it.
 */
export const declaredRedirects = readFileSync('dist/_redirects', 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [from, to, status, ...rest] = line.trim().split(/\s+/)
    if (!from || !to || rest.length > 0)
      throw new Error(`dist/_redirects: a line this corpus cannot read: ${line}`)
    return { from, to, status: Number(status ?? 301) }
  })

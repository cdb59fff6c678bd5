// The Content-Security-Policy of the built site: one policy, written once, in deploy/nginx.conf.
//
// The policy is strict (script-src 'self'; style-src 'self'): the only inline code it admits is
// what it names by hash. The build (scripts/prerender.mjs) inlines such code (the early-submit
// hold) and so knows the hashes; the policy must name exactly those. One source for it: nginx's
// add_header line. The build fails when that line does not admit every inline script and style of
// every page, or names a hash that no page uses (a stale one), and writes the same policy into
// dist/_headers for the hosts that read that file (Netlify, Cloudflare Pages). Why not a snippet
// that the build writes and nginx includes: deploy/nginx.conf is the complete, reviewed config the
// Dockerfile copies and `npm test` runs through `nginx -t` before any build; the hashes change only
// when the inlined code changes, and then the build says which line to write.
import { createHash } from 'node:crypto'

export const nginxConfPath = 'deploy/nginx.conf'
const headerLine = /^\s*add_header Content-Security-Policy "([^"]+)" always;$/gm

/** The policy nginx sends, from its one add_header line. */
export function nginxPolicy(conf: string): string {
  const found = [...conf.matchAll(headerLine)]
  if (found.length !== 1)
    throw new Error(`${nginxConfPath}: expected one Content-Security-Policy, found ${found.length}`)
  return found[0]![1]!
}

/** A CSP source for inline code: 'sha256-<base64>' of its exact text (UTF-8). */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The sources of one directive ("script-src"), in order. */
export function directive(policy: string, name: string): string[] {
  const part = policy
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([n]) => n === name)
  if (!part) throw new Error(`the Content-Security-Policy has no ${name}`)
  return part.slice(1)
}

/** Inline code of one page: script elements (JSON-LD is data, not script) and style elements. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
  return {
    scripts: texts(
      /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
    styles: texts(/<style\b[^>]*>([\s\S]*?)<\/style>/g),
  }
}

/**
 * The hashes `policy` must name: those of every inline script and style of the built pages.
 * Throws unless script-src and style-src name exactly these beside their other sources, with the
 * directive to write in deploy/nginx.conf.
 */
export function checkPolicy(policy: string, pages: { scripts: string[]; styles: string[] }[]) {
  for (const [name, key] of [
    ['script-src', 'scripts'],
    ['style-src', 'styles'],
  ] as const) {
    const sources = directive(policy, name)
    const named = sources.filter((s) => s.startsWith("'sha256-"))
    const needed = [...new Set(pages.flatMap((p) => p[key].map(sourceHash)))].sort()
    if (sources.includes("'unsafe-inline'"))
      throw new Error(`${nginxConfPath}: ${name} must not allow 'unsafe-inline'`)
    const missing = needed.filter((h) => !named.includes(h))
    const stale = named.filter((h) => !needed.includes(h))
    if (missing.length || stale.length) {
      const want = [...sources.filter((s) => !s.startsWith("'sha256-")), ...needed].join(' ')
      throw new Error(
        `${nginxConfPath}: the Content-Security-Policy's ${name} does not match the inline code ` +
          `the build writes (missing ${missing.join(' ') || 'none'}, stale ${stale.join(' ') || 'none'}). ` +
          `Write it as: ${name} ${want}`,
      )
    }
  }
}

/** dist/_headers (from public/_headers) with nginx's policy where it says `marker`. */
export const headersMarker = 'Content-Security-Policy: (deploy/nginx.conf)'
export function headersWithPolicy(headers: string, policy: string): string {
  const count = headers.split(headersMarker).length - 1
  if (count !== 1)
    throw new Error(`public/_headers: expected one "${headersMarker}", found ${count}`)
  return headers.replace(headersMarker, `Content-Security-Policy: ${policy}`)
}

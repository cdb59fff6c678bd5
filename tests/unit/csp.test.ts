import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  checkPolicy,
  directive,
  headersMarker,
  headersWithPolicy,
  inlineCode,
  nginxConfPath,
  nginxPolicy,
  sourceHash,
} from '../../scripts/lib/csp.ts'

const policy = (scriptSrc: string, styleSrc = "'self'") =>
  `default-src 'self'; script-src ${scriptSrc}; style-src ${styleSrc}`

describe('the one Content-Security-Policy (deploy/nginx.conf, scripts/lib/csp.ts)', () => {
  it("is read from nginx's one add_header line, stays strict and names the inline hold by hash", () => {
    const shipped = nginxPolicy(readFileSync(nginxConfPath, 'utf8'))
    const scriptSrc = directive(shipped, 'script-src')
    expect(scriptSrc[0]).toBe("'self'")
    expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))).toBe(true)
    expect(shipped).not.toContain('unsafe-inline')
    expect(shipped).not.toContain('unsafe-eval')
  })

  it('hashes inline code as browsers do (sha256 of the UTF-8 text, base64)', () => {
    // The hash of `alert('Hello, world.');`, the CSP specification's own example.
    expect(sourceHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    )
  })

  it('finds inline scripts and styles, not JSON-LD or scripts with src', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script><style>p{}</style>'
    expect(inlineCode(html)).toEqual({ scripts: ['a()'], styles: ['p{}'] })
  })

  it('fails the build on an inline script the policy does not name, with the directive to write', () => {
    const pages = [inlineCode('<script>a()</script>')]
    expect(() => checkPolicy(policy("'self'"), pages)).toThrow(
      `Write it as: script-src 'self' ${sourceHash('a()')}`,
    )
    expect(() => checkPolicy(policy(`'self' ${sourceHash('a()')}`), pages)).not.toThrow()
  })

  it('fails on a stale hash, on an unnamed inline style and on unsafe-inline', () => {
    const none = [inlineCode('')]
    expect(() => checkPolicy(policy(`'self' ${sourceHash('old()')}`), none)).toThrow('stale')
    expect(() => checkPolicy(policy("'self'"), [inlineCode('<style>p{}</style>')])).toThrow(
      `style-src 'self' ${sourceHash('p{}')}`,
    )
    expect(() => checkPolicy(policy("'self' 'unsafe-inline'"), none)).toThrow('unsafe-inline')
  })

  it("writes nginx's policy into dist/_headers where public/_headers holds the marker", () => {
    const headers = readFileSync('public/_headers', 'utf8')
    expect(headersWithPolicy(headers, 'P')).toContain('\n  Content-Security-Policy: P\n')
    expect(() => headersWithPolicy(headers.replace(headersMarker, ''), 'P')).toThrow()
  })
})

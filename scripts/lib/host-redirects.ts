// What the hosts answer for the page registry's other addresses (src/i18n/canonical.ts): a page's
// slug in the other language or without one, and the aliases. One 308 each, straight to the page
// canonicalHref names, so no 404 page is shown first, and a crawler or a browser without
// JavaScript follows the link the spec gives.
//
// Generated twice from the same list: the part of deploy/nginx.conf between the markers below
// (committed: the config stays one complete file that `nginx -t` and the Dockerfile take as it is,
// and a change of slug shows in its diff; `npm run host:config` rewrites it, the unit tests and
// the build fail while it is out of date), and dist/_redirects for Netlify and Cloudflare Pages
// (written by the build, like dist/_headers).
import type { Locale } from '../../src/shared/locales'
import { DIGITS, englishPreferred, headerRead } from './accept-language-rule.ts'

/** What the generation reads from the app (src/i18n: slugs.ts, canonical.ts). */
export interface Registry {
  /** Every page's URL in both languages (allPublicPaths). */
  pageUrls: string[]
  /** The other addresses of the pages (otherAddresses). */
  addresses: string[]
  canonicalHref: (where: { pathname: string }, preferred: Locale) => string | undefined
}

/** An address and where it goes: one page, or one per visitor's language. */
export type HostRedirect =
  { from: string; to: string } | { from: string; to: undefined; byLanguage: Record<Locale, string> }

const SLUG = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/** Every other address of a page with where it goes, in the registry's order. */
export function hostRedirects({ pageUrls, addresses, canonicalHref }: Registry): HostRedirect[] {
  return addresses.flatMap((from): HostRedirect[] => {
    if (!SLUG.test(from)) throw new Error(`${from}: not an address the host can match`)
    if (pageUrls.includes(from)) throw new Error(`${from} is a page and another page's address`)
    const sv = canonicalHref({ pathname: from }, 'sv')
    const en = canonicalHref({ pathname: from }, 'en')
    if (sv === undefined || en === undefined) return []
    for (const to of [sv, en])
      if (!pageUrls.includes(to)) throw new Error(`${from} -> ${to}, which is no page`)
    return sv === en ? [{ from, to: sv }] : [{ from, to: undefined, byLanguage: { sv, en } }]
  })
}

const BEGIN = '  # ---- Generated from the page registry (scripts/lib/host-redirects.ts): ----'
const END = '  # ---- end of the generated part ----'

/**
 * A quoted nginx string. nginx reads `\\`, `\"`, `\'`, `\t`, `\r` and `\n` in one as escapes and
 * keeps any other backslash: the regexes here need none of those but `\t`, which nginx makes a
 * tab, the same character inside a class.
 */
function quote(text: string) {
  if (/\\[\\"'rn]/.test(text)) throw new Error(`no nginx string can hold ${text}`)
  return `"${text.replace(/"/g, '\\"')}"`
}
/** A map entry matching any of `paths`, whatever the case of their letters. */
const matching = (paths: string[]) => `"~*^/(?:${paths.map((p) => p.slice(1)).join('|')})$"`

/** The language-neutral address's target with the visitor's language as nginx's variable. */
function neutralTarget({ from, byLanguage }: { from: string; byLanguage: Record<Locale, string> }) {
  const rest = byLanguage.sv.slice('/sv'.length)
  if (byLanguage.en !== `/en${rest}`)
    throw new Error(`${from}: its pages differ beyond the language prefix; extend the generation`)
  return `/$browser_lang${rest}`
}

/** The generated part of deploy/nginx.conf, markers included. */
export function nginxPart(registry: Registry): string {
  const redirects = hostRedirects(registry)
  const pageLines = registry.pageUrls.map((url) => {
    const from = redirects.filter((r) => r.to === url).map((r) => r.from)
    return `    ${matching([url, ...from])} ${url};`
  })
  const neutral = redirects.filter((r) => r.to === undefined)
  const neutralLines = neutral.map((r) => `    ${matching([r.from])} ${neutralTarget(r)};`)
  return [
    BEGIN,
    '  # `npm run host:config` writes it; the unit tests and the build fail while it is out of date.',
    '  #',
    '  # The page a path names, in any case, at any of its addresses: its own, its slug in the other',
    '  # language or without one, an alias. Where the address names no language and the pages of',
    "  # both have it (/cookies), the browser's language decides.",
    '  map $named_page $page_address {',
    ...pageLines,
    ...neutralLines,
    '    default "";',
    '  }',
    '  # ...such an answer depends on Accept-Language.',
    '  map $named_page $language_neutral {',
    ...neutral.map((r) => `    ${matching([r.from])} 1;`),
    '    default "";',
    '  }',
    "  # The browser's language as src/i18n/detect.ts reads Accept-Language: the first language",
    '  # weighted highest (q) among Swedish and English; else Swedish. The rule, and why it looks',
    '  # so: scripts/lib/accept-language-rule.ts. The header as read: its first 128 characters.',
    '  map $http_accept_language $accept_language_read {',
    `    ${quote(`~${headerRead}`)} $al_read;`,
    '  }',
    `  map ${quote(`$accept_language_read#${DIGITS}`)} $browser_lang {`,
    `    ${quote(`~*${englishPreferred}`)} en;`,
    '    default sv;',
    '  }',
    END,
  ].join('\n')
}

/** The generated part of a config; throws unless it has exactly one. */
export function generatedPart(conf: string): string {
  const start = conf.indexOf(BEGIN)
  const end = conf.indexOf(END)
  if (start < 0 || end < start || conf.indexOf(BEGIN, start + 1) >= 0)
    throw new Error('deploy/nginx.conf: expected one generated part between its markers')
  return conf.slice(start, end + END.length)
}

/** The config with its generated part replaced. */
export const withGeneratedPart = (conf: string, part: string) =>
  conf.replace(generatedPart(conf), () => part)

/**
 * dist/_redirects for Netlify and Cloudflare Pages (the same syntax): one line per address.
 * Both match paths case-sensitively and cannot read Accept-Language as the client does (Netlify's
 * `Language=` condition reads the first language only; Cloudflare has none), so a language-neutral
 * address is left to the page there, which the client sends on.
 */
export function redirectsFile(registry: Registry): string {
  const redirects = hostRedirects(registry)
  const fixed = redirects.filter((r) => r.to !== undefined)
  const neutral = redirects.filter((r) => r.to === undefined)
  return [
    '# Written by the build from the page registry (scripts/lib/host-redirects.ts), as deploy/nginx.conf',
    '# answers: every other address of a page, one permanent redirect to it.',
    `# Left to the page (the visitor's language decides): ${neutral.map((r) => r.from).join(', ')}`,
    ...fixed.map((r) => `${r.from} ${r.to} 308`),
    '',
  ].join('\n')
}

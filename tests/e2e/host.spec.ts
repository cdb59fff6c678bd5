import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../../src/config/site'
import { expect, test } from './fixtures'
import { netlifyNotFoundPage } from './host-rules'
import {
  digest,
  file,
  pageFile,
  notFoundFile,
  expectDeclaredHeaders,
  answer,
  eachAtOnce,
  pageUrls,
  encodeLastLetter,
  varyOf,
  oversizedCookie,
} from './host-requests'

// The URL corpus of the production host: nginx with deploy/nginx.conf serving dist/ (the e2e web
// server, `npm run preview`). Plain HTTP requests, no redirects followed, so every answer is seen
// as the host sends it: status, Location, body (compared with the file in dist/), encoding,
// Cache-Control and every header dist/_headers declares, on every answer, 404s and redirects
// included. A page's other addresses (aliases, wrong-language slugs, other letters):
// host-addresses.spec.ts. Methods, malformed addresses, the 404's language outside /sv and /en
// and the other refusals (416, 400): host-methods.spec.ts.

test('every page: 200 from its prerendered file at its URL, 308 to it from a trailing slash or its file name', async ({
  request,
  baseURL,
}) => {
  await eachAtOnce(pageUrls, async (url) => {
    const page = await answer(request, url)
    expect(page.status(), url).toBe(200)
    expect(page.headers()['content-type'], url).toBe('text/html; charset=utf-8')
    expect(digest(await page.body()), `${url}: body`).toBe(digest(file(pageFile(url))))
    expectDeclaredHeaders(page, url, url)
    // revalidated before each use, and cheaply: validators for a 304
    expect(page.headers()['cache-control'], url).toBe('no-cache')
    expect(page.headers().etag, url).toBeTruthy()
    expect(page.headers()['last-modified'], url).toBeTruthy()

    // Every other spelling of the page, straight to it.
    const aliases =
      url === '/'
        ? ['/index.html', '/index.html/']
        : [
            `${url}/`,
            `${url}//`,
            `${url}.html`,
            `${url}.html/`,
            `${url}/.html`,
            encodeLastLetter(url),
            `${encodeLastLetter(url)}/`,
            url.replace('/', '//'),
            ...(url.split('/').length === 2 ? [`${url}/index.html`, `${url}/index.html/`] : []),
          ]
    for (const alias of aliases) {
      // (after the origin as text: "//sv" alone would be read as a host)
      const redirect = await answer(request, alias.startsWith('//') ? `${baseURL}${alias}` : alias)
      expect([redirect.status(), redirect.headers().location], alias).toEqual([308, url])
      expectDeclaredHeaders(redirect, alias, alias)
    }
  })
  // the query string goes along, and a redirect never leaves the site
  for (const [from, to] of [
    ['/sv/kalkylator/?weight=12', '/sv/kalkylator?weight=12'],
    ['/en/calculator.html?weight=12', '/en/calculator?weight=12'],
    ['/index.html?x=1', '/?x=1'],
  ]) {
    const redirect = await answer(request, from!)
    expect([redirect.status(), redirect.headers().location], from).toEqual([308, to])
  }
  // (after the origin as text: a URL object would read "//evil.example" as a host)
  for (const path of ['//evil.example/', '//evil.example/x.html', '/%2F%2Fevil.example/']) {
    const response = await answer(request, `${baseURL}${path}`)
    const url = path
    expect(response.headers().location ?? '', url).not.toMatch(/^\/\/|^\/\\|^https?:/)
  }
})

// Unknown pages, unknown files, assets and dot-files, undecodable paths: 404 with the 404 page of
// their language.
const notFound: [string, 'sv' | 'en'][] = [
  ['/sv/nope', 'sv'],
  ['/en/nope', 'en'],
  ['/de', 'sv'],
  ['/kom-igang/nope', 'sv'],
  ['/en/about/nope', 'en'],
  ['/404', 'sv'],
  ['/en/404', 'en'],
  ['/400', 'sv'],
  ['/en/400', 'en'],
  ['/wp-login.php', 'sv'],
  ['/en/wp-login.php', 'en'],
  ['/assets/gone.js', 'sv'],
  ['/assets/gone.css', 'sv'],
  ['/en/assets/gone.js', 'en'],
  ['/.env', 'sv'],
  ['/.git/config', 'sv'],
  ['/en/.htaccess', 'en'],
  ['/_headers', 'sv'],
  ['/_redirects', 'sv'],
  ['/sv.html.br', 'sv'],
  ['/sv.html.gz', 'sv'],
  ['/sv/%ZZ', 'sv'],
  ['/en/%ZZ', 'en'],
  ['/sv/%00', 'sv'],
  ['/en/calculator%00.html', 'en'],
  ['/sv/..%2F..%2Fetc%2Fpasswd', 'sv'],
  [`/en/${'a'.repeat(3000)}`, 'en'],
  // (and the client's not-found page for them: tests/unit/url-corpus.test.tsx)
  ['/sv/kalkylator%', 'sv'],
  ['/en/calculator%', 'en'],
  ['/sv/%', 'sv'],
  ['/en/%C0%AE', 'en'],
  ['/sv/%E0%A4%A', 'sv'],
  ['/sv/%E2%80%8B', 'sv'],
  ['/en/%F0%9F%98%80', 'en'],
  ['/sv/k%C3%A4lkyl%C3%A4tor', 'sv'],
  ['/sv/..%2f..%2fetc%2fpasswd', 'sv'],
  ['/..%2f..%2fpackage.json', 'sv'],
  ['/sv/kalkylator/..%2f..%2f..%2f', 'sv'],
  [`/sv/${'a'.repeat(3000)}`, 'sv'],
  ['/sv/kalkylator/extra', 'sv'],
  ['/en/calculator/extra', 'en'],
]

test('unknown pages, assets and files: 404 with the 404 page of their language, as netlify.toml picks it', async ({
  request,
}) => {
  await eachAtOnce(notFound, async ([url, lang]) => {
    const response = await answer(request, url)
    const what = url.slice(0, 60)
    expect(response.status(), what).toBe(404)
    expect(response.headers()['content-type'], what).toBe('text/html; charset=utf-8')
    expect(digest(await response.body()), `${what}: the ${lang} 404 page`).toBe(
      digest(file(notFoundFile[lang])),
    )
    // a 404 has the headers of the page it sends: never the assets' year-long cache
    expectDeclaredHeaders(response, `/${notFoundFile[lang]}`, what)
    expect(netlifyNotFoundPage(url), `${what}: netlify.toml`).toBe(`/${notFoundFile[lang]}`)
  })
  // the error pages' file names redirect like every page's, then 404
  for (const [url, to] of [
    ['/404.html', '/404'],
    ['/en/404.html', '/en/404'],
    ['/400.html', '/400'],
  ]) {
    const redirect = await answer(request, url!)
    expect([redirect.status(), redirect.headers().location], url).toEqual([308, to])
  }
})

/** dist/'s text files: what the build precompresses (scripts/precompress.mjs). */
function textFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return /\.(?:html|js|css|svg|xml|json|webmanifest|txt)$/.test(entry.name) ? [path] : []
  })
}

/**
 * Where a file of dist/ is asked for: a page at its pretty URL, a 404 page at an unknown path, a
 * 400 page with a cookie too large.
 */
function servedAt(url: string): {
  url: string
  status: 200 | 400 | 404
  headers?: Record<string, string>
} {
  if (url === '/404.html') return { url: '/no-such-page', status: 404 }
  if (url === '/en/404.html') return { url: '/en/no-such-page', status: 404 }
  if (url === '/400.html') return { url: '/sv', status: 400, headers: oversizedCookie }
  if (url === '/en/400.html') return { url: '/en', status: 400, headers: oversizedCookie }
  if (url === '/index.html') return { url: '/', status: 200 }
  return { url: url.replace(/\.html$/, ''), status: 200 }
}

test('every text file is served brotli, gzip or as it is, as the client accepts, and decodes to the file', async ({
  request,
}) => {
  // The suite's most CPU-bound test (every text file in three encodings, each body decoded and
  // hashed: 570 requests through the runner): beside the other lanes on a busy two-core machine it
  // needs more than the default 30 s (docs/performance.md, "The e2e suite's lanes").
  test.setTimeout(90_000)
  const files = textFiles()
  expect(files.length).toBeGreaterThan(150)
  await eachAtOnce(files, async (path) => {
    const raw = readFileSync(path)
    const compressed = existsSync(`${path}.br`)
    // both encodings or neither (the build leaves a file as it is only where that is no larger)
    expect(existsSync(`${path}.gz`), path).toBe(compressed)
    if (raw.length > 1024) expect(compressed, path).toBe(true)
    const asked = servedAt(path.slice('dist'.length))
    for (const [encoding, sent] of [
      ['gzip, deflate, br, zstd', compressed ? 'br' : undefined],
      ['gzip', compressed ? 'gzip' : undefined],
      ['identity', undefined],
    ] as const) {
      const response = await request.fetch(asked.url, {
        maxRedirects: 0,
        // (before the cookie, as browsers send it: nginx stops reading at the one too large)
        headers: { 'accept-encoding': encoding, ...asked.headers },
      })
      const what = `${path} at ${asked.url} (${encoding})`
      expect(response.status(), what).toBe(asked.status)
      expect(response.headers()['content-encoding'], what).toBe(sent)
      const stored = sent === 'br' ? `${path}.br` : sent === 'gzip' ? `${path}.gz` : path
      expect(Number(response.headers()['content-length']), what).toBe(readFileSync(stored).length)
      // (a 404 outside /sv and /en also depends on Accept-Language)
      expect(varyOf(response), what).toEqual([
        ...(compressed ? ['Accept-Encoding'] : []),
        ...(asked.url === '/no-such-page' ? ['Accept-Language'] : []),
      ])
      expect(digest(await response.body()), what).toBe(digest(raw))
      expectDeclaredHeaders(response, asked.status === 200 ? asked.url : path.slice(4), what)
    }
  })
})

test('hashed assets are cached for a year, immutable; pages revalidate with a 304', async ({
  request,
}) => {
  const assets = readdirSync('dist/assets').filter((name) => !/\.(?:br|gz)$/.test(name))
  expect(assets.length).toBeGreaterThan(50)
  await eachAtOnce(assets, async (name) => {
    const response = await answer(request, `/assets/${name}`)
    expect(response.status(), name).toBe(200)
    expect(response.headers()['cache-control'], name).toBe('public, max-age=31536000, immutable')
    expectDeclaredHeaders(response, `/assets/${name}`, name)
  })
  for (const url of ['/sv', '/en/calculator']) {
    const first = await answer(request, url)
    const again = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': first.headers().etag! },
    })
    expect(again.status(), url).toBe(304)
    expectDeclaredHeaders(again, url, `${url} (304)`)
  }
})

test('the one CSP frames only the map the contact page shows', async ({ request }) => {
  const csp = (await answer(request, '/en')).headers()['content-security-policy']!
  const frameSrc = /(?:^|;\s*)frame-src ([^;]+)/.exec(csp)?.[1]
  expect(frameSrc).toBe(new URL(site.mapEmbedUrl).origin)
})

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIResponse } from '@playwright/test'
import { site } from '../../src/config/site'
import { allPublicPaths } from '../../src/i18n/slugs'
import { expect, test } from './fixtures'
import { declaredHeaders, netlifyNotFoundPage, transportHeaders } from './host-rules'

// The URL corpus of the production host: nginx with deploy/nginx.conf serving dist/ (the e2e web
// server, `npm run preview`). Plain HTTP requests, no redirects followed, so every answer is seen
// as the host sends it: status, Location, body (compared with the file in dist/), encoding,
// Cache-Control and every header dist/_headers declares, on every answer, 404s and redirects
// included. What the client makes of an alias or a wrong-language slug the host answers with its
// 404 page: the URL corpus in robust-urls.spec.ts.

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16)
const file = (name: string) => readFileSync(join('dist', name))
const pageFile = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`)
const notFoundFile = { sv: '404.html', en: 'en/404.html' } as const

/** The host's headers equal what dist/_headers declares for `path`, no more, no fewer. */
function expectDeclaredHeaders(response: APIResponse, path: string, what: string) {
  const got = Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) => !transportHeaders.has(name)),
  )
  expect(got, `${what}: headers`).toEqual(declaredHeaders(path))
}

/** A GET (or other method) that follows no redirect; `encoding` sets Accept-Encoding. */
async function answer(
  request: import('@playwright/test').APIRequestContext,
  url: string,
  {
    method = 'GET',
    encoding = 'br, gzip',
    form,
  }: { method?: string; encoding?: string; form?: Record<string, string> } = {},
) {
  return request.fetch(url, {
    method,
    maxRedirects: 0,
    headers: { 'accept-encoding': encoding },
    ...(form ? { form } : {}),
  })
}

/**
 * Runs `check` on every item, eight requests at a time: nginx answers them side by side, and the
 * corpus takes a fraction of the time one request after another took.
 */
async function eachAtOnce<T>(items: T[], check: (item: T) => Promise<void>) {
  const queue = [...items]
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item)
  }
  await Promise.all(Array.from({ length: 8 }, lane))
}

const pageUrls = ['/', ...allPublicPaths()]

/** /sv/kalkylator -> /sv/kalkylat%6Fr: the same address to nginx, which decodes the path. */
const encodeLastLetter = (url: string) =>
  url.replace(/[a-z](?=[^a-z]*$)/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

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

    // (issue 32 items 9 and 13: every other spelling of the page, straight to it)
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

// Unknown pages, aliases and wrong-language slugs (the client canonicalises those, last test),
// unknown files, assets and dot-files, undecodable paths: 404 with the 404 page of their language.
const notFound: [string, 'sv' | 'en'][] = [
  ['/sv/nope', 'sv'],
  ['/en/nope', 'en'],
  ['/de', 'sv'],
  ['/kalkylator', 'sv'],
  ['/calculator', 'sv'],
  ['/om-oss/team', 'sv'],
  ['/kom-igang', 'sv'],
  ['/hallbarhetsrapportering', 'sv'],
  ['/sv/calculator', 'sv'],
  ['/en/kalkylator', 'en'],
  ['/en/om-oss/team', 'en'],
  ['/sv/kom-igang', 'sv'],
  ['/en/about', 'en'],
  ['/404', 'sv'],
  ['/en/404', 'en'],
  ['/wp-login.php', 'sv'],
  ['/en/wp-login.php', 'en'],
  ['/assets/gone.js', 'sv'],
  ['/assets/gone.css', 'sv'],
  ['/en/assets/gone.js', 'en'],
  ['/.env', 'sv'],
  ['/.git/config', 'sv'],
  ['/en/.htaccess', 'en'],
  ['/_headers', 'sv'],
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

test('unknown pages, aliases, assets and files: 404 with the 404 page of their language, as netlify.toml picks it', async ({
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
  // the 404 pages' file names redirect like every page's, then 404
  for (const [url, to] of [
    ['/404.html', '/404'],
    ['/en/404.html', '/en/404'],
  ]) {
    const redirect = await answer(request, url!)
    expect([redirect.status(), redirect.headers().location], url).toEqual([308, to])
  }
})

test('a form posted without JavaScript gets its page back; other methods are not served', async ({
  request,
}) => {
  for (const url of ['/sv/kontakt', '/en/get-started/support', '/sv']) {
    const response = await answer(request, url, { method: 'POST', form: { name: 'Ada' } })
    expect(response.status(), url).toBe(200)
    expect(digest(await response.body()), url).toBe(digest(file(pageFile(url))))
    expectDeclaredHeaders(response, url, `POST ${url}`)
  }
  const unknown = await answer(request, '/en/nope', { method: 'POST', form: { name: 'Ada' } })
  expect(unknown.status()).toBe(404)
  expect(digest(await unknown.body())).toBe(digest(file(notFoundFile.en)))
  for (const method of ['PUT', 'DELETE', 'OPTIONS']) {
    const response = await answer(request, '/sv/kontakt', { method })
    expect(response.status(), method).toBe(501)
    expectDeclaredHeaders(response, '/sv/kontakt', method)
  }
})

// Issue 32 item 13: a malformed page address took two redirects (the trailing slash, then the
// file name); item 9: a percent-encoded one was served as the page under a second address.
test('a malformed address takes one redirect, straight to where it ends', async ({ request }) => {
  const cases: [string, string, 200 | 404][] = [
    ['/sv/kalkylator.html/', '/sv/kalkylator', 200],
    ['/en/calculator/.html', '/en/calculator', 200],
    ['/sv/index.html/', '/sv', 200],
    ['/en/index.html//', '/en', 200],
    ['/en//calculator//', '/en/calculator', 200],
    ['/sv//om-oss//traffa-teamet.html/', '/sv/om-oss/traffa-teamet', 200],
    ['/sv/kalkylat%6Fr', '/sv/kalkylator', 200],
    ['/sv/kalkylat%6fr/?weight=12', '/sv/kalkylator?weight=12', 200],
    ['/%73v/kalkylator', '/sv/kalkylator', 200],
    ['/en/calculator%2Ehtml', '/en/calculator', 200],
    ['/sv/kalkylator.html/?weight=12', '/sv/kalkylator?weight=12', 200],
    ['/index.html/', '/', 200],
    // no page: the file name and the slash go all the same, in one
    ['/404.html/', '/404', 404],
    ['/sv/finns-inte.html/', '/sv/finns-inte', 404],
    ['/en/nope/.html', '/en/nope', 404],
  ]
  await eachAtOnce(cases, async ([from, to, status]) => {
    const redirect = await answer(request, from)
    expect([redirect.status(), redirect.headers().location], from).toEqual([308, to])
    expectDeclaredHeaders(redirect, from, from)
    expect((await answer(request, to)).status(), `${from} -> ${to}`).toBe(status)
  })
  // decoded, but no page: no redirect (a decoded path can carry anything)
  for (const url of [
    '/sv/k%C3%A4lkylator',
    '/sv/kalkylator%0d%0aSet-Cookie:x',
    '/sv/x%2F%2Fevil.example',
  ]) {
    const response = await answer(request, url)
    expect(response.status(), url).toBe(404)
  }
})

// Issue 32 item 10: TRACE was answered 200 with the page (nginx refuses it with 405 itself, and
// the 405 error page fetched the page as a GET); `TRACE /nope` got nginx's bare 404.
test('every method but GET, HEAD and POST: 501 everywhere, with the site’s headers', async ({
  request,
}) => {
  const methods = ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND', 'FOO']
  const paths = [
    '/sv/kontakt',
    '/nope',
    '/en/nope',
    '/sv/kalkylator/',
    '/en/%ZZ',
    '/assets/gone.js',
  ]
  const cases = methods.flatMap((method) => paths.map((path) => [method, path] as const))
  await eachAtOnce(cases, async ([method, path]) => {
    const response = await answer(request, path, { method })
    const what = `${method} ${path}`
    expect(response.status(), what).toBe(501)
    // a refusal is a page's answer: revalidated, never the assets' year-long cache
    expectDeclaredHeaders(response, '/sv/kontakt', what)
    expect(await response.text(), what).not.toContain('<main')
  })
})

// Issue 32 item 11: a 404 outside /sv and /en was always Swedish, then the client switched it.
test('a 404 outside /sv and /en is in the browser’s language (Accept-Language), and says it varies', async ({
  request,
}) => {
  const browsers: [string | undefined, 'sv' | 'en'][] = [
    [undefined, 'sv'],
    ['en-GB,en;q=0.9', 'en'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    // the first of Swedish and English decides, as the client's detection reads it
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['de,sv;q=0.5,en;q=0.4', 'sv'],
    ['fr-FR,fr', 'sv'],
    ['eng', 'sv'],
    ['*', 'sv'],
  ]
  const outside = ['/SV', '/EN', '/de', '/login', '/SV/kalkylator', '/xx/kalkylator', '/.env']
  const cases = browsers.flatMap(([accept, lang]) =>
    outside.map((url) => [url, accept, lang] as const),
  )
  await eachAtOnce(cases, async ([url, accept, lang]) => {
    const response = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'br', ...(accept ? { 'accept-language': accept } : {}) },
    })
    const what = `${url} (${accept ?? 'no Accept-Language'})`
    expect(response.status(), what).toBe(404)
    expect(digest(await response.body()), `${what}: the ${lang} 404 page`).toBe(
      digest(file(notFoundFile[lang])),
    )
    expect(varyOf(response), what).toEqual(['Accept-Encoding', 'Accept-Language'])
    expectDeclaredHeaders(response, `/${notFoundFile[lang]}`, what)
  })
  // Under /sv and /en the path decides, and a page is the same for every browser.
  for (const [url, status, lang] of [
    ['/sv/nope', 404, 'sv'],
    ['/en/nope', 404, 'en'],
    ['/sv/kalkylator', 200, 'sv'],
    ['/assets/gone.js', 404, 'en'],
  ] as const) {
    const response = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'br', 'accept-language': 'en-GB,en' },
    })
    expect(response.status(), url).toBe(status)
    if (status === 404)
      expect(digest(await response.body()), url).toBe(digest(file(notFoundFile[lang])))
    expect(varyOf(response), url).toEqual(
      url.startsWith('/assets') ? ['Accept-Encoding', 'Accept-Language'] : ['Accept-Encoding'],
    )
  }
})

/** The Vary header's names, however many header lines carry them. */
const varyOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'vary')
    .flatMap((h) => h.value.split(',').map((v) => v.trim()))

/** dist/'s text files: what the build precompresses (scripts/precompress.mjs). */
function textFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return /\.(?:html|js|css|svg|xml|json|webmanifest|txt)$/.test(entry.name) ? [path] : []
  })
}

/** Where a file of dist/ is asked for: a page at its pretty URL, a 404 page at an unknown path. */
function servedAt(url: string): { url: string; status: 200 | 404 } {
  if (url === '/404.html') return { url: '/no-such-page', status: 404 }
  if (url === '/en/404.html') return { url: '/en/no-such-page', status: 404 }
  if (url === '/index.html') return { url: '/', status: 200 }
  return { url: url.replace(/\.html$/, ''), status: 200 }
}

test('every text file is served brotli, gzip or as it is, as the client accepts, and decodes to the file', async ({
  request,
}) => {
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
      const response = await answer(request, asked.url, { encoding })
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
      expectDeclaredHeaders(response, asked.status === 404 ? path.slice(4) : asked.url, what)
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

import { readdirSync } from 'node:fs'
import { acceptedLanguages, browserLanguage } from '../../src/i18n/detect'
import { randomAcceptLanguages } from '../accept-language-headers'
import { expect, test } from './fixtures'
import {
  digest,
  file,
  pageFile,
  notFoundFile,
  expectDeclaredHeaders,
  answer,
  eachAtOnce,
  varyOf,
  oversizedCookie,
} from './host-requests'

// The production host (nginx with deploy/nginx.conf) as host.spec.ts asks it, for what is not a
// page or a file: a form posted without JavaScript, other methods (405 with Allow, 501 for a
// method HTTP does not define), malformed addresses (one redirect, straight to the page), a 404
// outside /sv and /en (the browser's language, Vary: Accept-Language), a Range past the end
// (416) and headers too large (400).

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
  for (const method of ['PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
    const response = await answer(request, '/sv/kontakt', { method })
    expect(response.status(), method).toBe(405)
    expectDeclaredHeaders(response, '/sv/kontakt', method, { allow: 'GET, HEAD, POST' })
  }
})

// A malformed page address took two redirects (the trailing slash, then the
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

// TRACE was answered 200 with the page (nginx refuses it with 405 itself, and
// the 405 error page fetched the page as a GET); `TRACE /nope` got nginx's bare 404. The
// methods HTTP defines got 501 with no Allow; they are refused (405), with Allow.
test('every method but GET, HEAD and POST: 405 with Allow where HTTP defines it, else 501; everywhere, with the site’s headers', async ({
  request,
}) => {
  const refused = ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']
  const methods = [...refused, 'PROPFIND', 'FOO']
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
    const known = refused.includes(method)
    expect([response.status(), response.headers().allow], what).toEqual(
      known ? [405, 'GET, HEAD, POST'] : [501, undefined],
    )
    // a refusal is a page's answer: revalidated, never the assets' year-long cache
    expectDeclaredHeaders(response, '/sv/kontakt', what, known ? { allow: 'GET, HEAD, POST' } : {})
    expect(await response.text(), what).not.toContain('<main')
  })
})

// A 404 outside /sv and /en was always Swedish, then the client switched it.
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
    // ...with their weights: q=0 is "not English", the higher weight wins
    ['en;q=0', 'sv'],
    ['sv;q=0.1,en;q=0.9', 'en'],
    ['sv;q=0.5,en;q=0.3,en-GB;q=0.9', 'en'],
    ['en;q=0.5,sv;q=0.50', 'en'],
    ['sv;q=0.123,en;q=0.124', 'en'],
    // the first 128 characters are read
    [`${'x;q=0.1,'.repeat(15)}en`, 'en'],
    [`${'x;q=0.1,'.repeat(16)}en`, 'sv'],
  ]
  const outside = ['/xx', '/de', '/login', '/SV/nope', '/xx/kalkylator', '/.env']
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

// Nginx sends a file's headers, then finds the range past its end and sends the
// 416 through them again: every header twice, and under /assets/ the year-long cache.
test('a Range past the end: 416 with each header once, never cached for a year; a range in the file: 206', async ({
  request,
}) => {
  const asset = `/assets/${readdirSync('dist/assets').find((name) => name.endsWith('.js'))!}`
  for (const url of [asset, '/sv/kalkylator', '/favicon.svg']) {
    const refused = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'identity', range: 'bytes=999999-' },
    })
    expect(refused.status(), url).toBe(416)
    expect(refused.headers()['content-range'], url).toMatch(/^bytes \*\/\d+$/)
    expectDeclaredHeaders(refused, '/sv', `${url} (416)`)
    const part = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
    })
    expect([part.status(), (await part.body()).length], url).toEqual([206, 10])
    // (its headers are set before nginx knows it is a 206 and not a 416: revalidated, cheaply)
    expectDeclaredHeaders(part, '/sv', `${url} (206)`)
  }
})

// A 20 kB cookie (another site of the domain can set one) got nginx's bare 400.
test('request headers too large: 400 with the 400 page of the language, and nothing it would load', async ({
  request,
}) => {
  for (const [url, accept, lang] of [
    ['/sv/kalkylator', 'en', 'sv'],
    ['/en/calculator', 'sv', 'en'],
    ['/de', 'en-GB,en;q=0.9', 'en'],
    ['/de', 'sv;q=0.9,en;q=0.1', 'sv'],
  ] as const) {
    const response = await request.fetch(url, {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'br', 'accept-language': accept, ...oversizedCookie },
    })
    const what = `${url} (${accept})`
    expect(response.status(), what).toBe(400)
    const page = notFoundFile[lang].replace('404', '400')
    expect(digest(await response.body()), `${what}: the ${lang} 400 page`).toBe(digest(file(page)))
    expectDeclaredHeaders(response, `/${page}`, what)
    // the browser would send the cookie with every file the page asked for, and be refused again
    expect(file(page).toString(), page).not.toMatch(/<(?:link|script|img|style)\b|\sstyle=/)
  }
})

test('/favicon.ico: the site’s icon, for browsers and crawlers that ask for it', async ({
  request,
}) => {
  const response = await answer(request, '/favicon.ico')
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/x-icon'])
  expect(digest(await response.body())).toBe(digest(file('favicon.ico')))
  expectDeclaredHeaders(response, '/favicon.ico', '/favicon.ico')
})

// The host's reading of Accept-Language is one regex (scripts/lib/accept-language-rule.ts),
// held to the client's in JavaScript by tests/unit/deploy-config.test.ts; here the same random
// headers go to nginx's own regex engine (PCRE2).
test('nginx reads 300 random Accept-Language headers as the client does', async ({ request }) => {
  const headers = randomAcceptLanguages(41, 300)
  const differ: string[] = []
  const seen = new Set<string | undefined>()
  await eachAtOnce(headers, async (header) => {
    const response = await request.fetch('/de', {
      maxRedirects: 0,
      headers: { 'accept-encoding': 'identity', 'accept-language': header },
    })
    const lang = /<html lang="(sv|en)"/.exec(await response.text())?.[1]
    seen.add(lang)
    if (lang !== (browserLanguage(acceptedLanguages(header)) ?? 'sv')) differ.push(header)
  })
  expect(differ).toEqual([])
  expect([...seen].sort()).toEqual(['en', 'sv'])
})

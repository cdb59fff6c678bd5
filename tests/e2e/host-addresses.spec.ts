import { hostRedirects } from '../../scripts/lib/host-redirects.ts'
import { canonicalHref, otherAddresses } from '../../src/i18n/canonical'
import { allPublicPaths } from '../../src/i18n/slugs'
import { expect, test } from './fixtures'
import { declaredRedirects } from './host-rules'
import { answer, eachAtOnce, expectDeclaredHeaders, varyOf } from './host-requests'

// The production host (nginx with deploy/nginx.conf) on a page's other addresses: the spec's
// aliases, a slug in the other language or without one, a page in other letters. These
// were a 404 and the 404 page, until the client replaced it. Now one 308 each,
// straight to the page, as dist/_redirects declares for the other static hosts (both generated
// from the page registry: tests/unit/host-redirects.test.ts). In a browser, from the first byte:
// robust-urls-first-paint.spec.ts.

const registry = { pageUrls: allPublicPaths(), addresses: otherAddresses(), canonicalHref }

test('every other address of a page: one 308 to it, as dist/_redirects declares, in any letter case, query kept', async ({
  request,
}) => {
  expect(declaredRedirects.length).toBeGreaterThan(70)
  const cases = declaredRedirects.flatMap(({ from, to, status }) => {
    expect(status, from).toBe(308)
    const mixed = from.replace(/[a-z]/, (c) => c.toUpperCase())
    return [
      [from, to],
      [from.toUpperCase(), to],
      [`${mixed}/`, to],
      [`${from}?weight=2&transports=10`, `${to}?weight=2&transports=10`],
    ]
  })
  await eachAtOnce(cases, async ([from, to]) => {
    const redirect = await answer(request, from!)
    expect([redirect.status(), redirect.headers().location], from).toEqual([308, to])
    expectDeclaredHeaders(redirect, from!.split('?')[0]!, from!)
    // the same for every browser
    expect(varyOf(redirect), from).toEqual([])
  })
  // where they go is a page, and a form posted to an old address stays a POST
  for (const [from, to] of [
    ['/kom-igang', '/sv/kom-igang/guide'],
    ['/om-oss/team', '/sv/om-oss/traffa-teamet'],
    ['/hallbarhetsrapportering', '/sv/hallbarhetsredovisning'],
    ['/sv/calculator', '/sv/kalkylator'],
    ['/en/kalkylator', '/en/calculator'],
  ]) {
    const redirect = await answer(request, from!, { method: 'POST', form: { name: 'Ada' } })
    expect([redirect.status(), redirect.headers().location], from).toEqual([308, to])
    expect((await answer(request, to!)).status(), to).toBe(200)
  }
})

// (an address the visitor typed in capitals, or a link written so: /SV/KALKYLATOR)
test('a page in other letters: one 308 to it; a path that names no page keeps its 404', async ({
  request,
}) => {
  const spellings = allPublicPaths().flatMap((url) => [
    [url.toUpperCase(), url],
    [url.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`), url],
    [`${url.toUpperCase()}.html`, url],
  ])
  await eachAtOnce(spellings, async ([from, to]) => {
    const redirect = await answer(request, from!)
    expect([redirect.status(), redirect.headers().location], from).toEqual([308, to])
  })
  for (const url of ['/SV/nope', '/Sv/Kalkylator/extra', '/KOM-IGANG/nope'])
    expect((await answer(request, url)).status(), url).toBe(404)
})

test('an address in no language (/cookies): the page in the browser’s language, its weights read as the client reads them, and the answer says it varies', async ({
  request,
}) => {
  const neutral = hostRedirects(registry).flatMap((r) => (r.to === undefined ? [r] : []))
  expect(neutral.map((r) => r.from)).toEqual(['/cookies'])
  const browsers: [string | undefined, 'sv' | 'en'][] = [
    [undefined, 'sv'],
    ['en-GB,en;q=0.9', 'en'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['en;q=0', 'sv'],
    ['sv;q=0.1,en;q=0.9', 'en'],
  ]
  for (const { from, byLanguage } of neutral)
    for (const [accept, lang] of browsers)
      for (const spelling of [from, from.toUpperCase(), `${from}/`]) {
        const redirect = await request.fetch(spelling, {
          maxRedirects: 0,
          headers: accept ? { 'accept-language': accept } : {},
        })
        const what = `${spelling} (${accept ?? 'no Accept-Language'})`
        expect([redirect.status(), redirect.headers().location], what).toEqual([
          308,
          byLanguage[lang],
        ])
        expect(varyOf(redirect), what).toEqual(['Accept-Language'])
        expectDeclaredHeaders(redirect, from, what)
      }
})

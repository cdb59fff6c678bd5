import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderRoute } from './render-route'

// Part of the URL corpus without a browser, through the real router: old and alias addresses end
// on their page in its language; malformed, traversal-like and unknown paths under /sv and
// /en, as the browser hands them to the app (percent-encoded), get the not-found page in the
// path's language, titled so, the address kept. The host's answer to each: host.spec.ts. One of
// each kind, and what needs a browser (the browser's own URL handling, script-like URLs that must
// never run, the host's redirects, the console), is in tests/e2e/robust-urls.spec.ts.
const long = 'a'.repeat(3000)
const corpus: [string, 'sv' | 'en'][] = [
  ['/sv/kalkylator%', 'sv'],
  ['/en/calculator%', 'en'],
  ['/sv/%', 'sv'],
  ['/en/%C0%AE', 'en'],
  ['/sv/%E0%A4%A', 'sv'],
  ['/sv/%E2%80%8B', 'sv'],
  ['/en/%F0%9F%98%80', 'en'],
  ['/sv/k%C3%A4lkyl%C3%A4tor', 'sv'],
  ['/en/calculator%00.html', 'en'],
  ['/sv/..%2f..%2fetc%2fpasswd', 'sv'],
  ['/..%2f..%2fpackage.json', 'sv'],
  ['/sv/kalkylator/..%2f..%2f..%2f', 'sv'],
  [`/sv/${long}`, 'sv'],
  [`/en/${long}`, 'en'],
  ['/en/wp-login.php', 'en'],
  ['/sv/kalkylator/extra', 'sv'],
  ['/en/calculator/extra', 'en'],
]
const notFound = { sv: 'Sidan kunde inte hittas', en: 'Oops! Page not found' }
// A raw message id on screen or in the title ("common.notFound.title").
const RAW_ID =
  /\b(?:common|home|calculator|contact|legal|about|account|support)\.[a-zA-Z]+\.[a-zA-Z]/

afterEach(() => vi.restoreAllMocks())

describe('old and alias addresses', () => {
  it.each([
    ['/en/kalkylator', '/en/calculator', 'Environmental fee calculator'],
    ['/calculator', '/en/calculator', 'Environmental fee calculator'],
    ['/kom-igang', '/sv/kom-igang/guide', 'Kom igång-guide'],
    ['/hallbarhetsrapportering', '/sv/hallbarhetsredovisning', 'Hållbarhetsredovisning'],
    ['/sv/kalkylator/', '/sv/kalkylator', 'Miljöavgiftskalkylator'],
  ])('%s ends on %s, in its language', async (url, page, title) => {
    // (renderRoute fixes the address as main.tsx does; that the browser's history entry is
    // replaced, not pushed: the e2e corpus)
    const { history } = await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(document.title).toBe(`${title} | Cirkla`)
    expect(document.documentElement.lang).toBe(page.slice(1, 3))
    expect(history.location.pathname).toBe(page)
  })
})

// A page's address with letters percent-encoded is that page (nginx decodes the
// path and serves it; deploy/nginx.conf now redirects it, other hosts may not). The router once
// matched the encoded path, rendered the not-found page and warned, then showed the page.
describe('a page spelled with percent-encoded letters', () => {
  it.each([
    ['/sv/kalkylat%6Fr', '/sv/kalkylator', 'Miljöavgiftskalkylator'],
    ['/en/%63alculator', '/en/calculator', 'Environmental fee calculator'],
    ['/sv/om-oss/tr%61ffa-teamet', '/sv/om-oss/traffa-teamet', 'Träffa teamet'],
    ['/en/calculator%2Ehtml', '/en/calculator', 'Environmental fee calculator'],
  ])('%s is %s, with no not-found page or warning on the way', async (url, page, title) => {
    const warn = vi.spyOn(console, 'warn')
    const { history } = await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      notFound[page.startsWith('/en') ? 'en' : 'sv'],
    )
    expect(screen.queryByTestId('not-found')).toBeNull()
    expect(document.title).toBe(`${title} | Cirkla`)
    expect(history.location.pathname).toBe(page)
    expect(warn).not.toHaveBeenCalled()
  })
})

// The language switcher's link as prerendered carries `?switch-from=<lang>` for
// the host (deploy/nginx.conf replaces it with the query of the page it was followed from). Where
// the host did not, the page drops it: the address is the page's own.
describe("the switcher's prerendered link, reached on a host that kept its marker", () => {
  it.each([
    ['/en/calculator?switch-from=sv', '/en/calculator'],
    ['/sv/kontakt?switch-from=en', '/sv/kontakt'],
  ])('%s is %s', async (url, page) => {
    const { history } = await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(`${history.location.pathname}${history.location.search}`).toBe(page)
  })
})

describe('hostile and unknown paths', () => {
  it.each(corpus)('%s: the not-found page in %s, the address kept', async (url, lang) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    const { history } = await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(notFound[lang])
    expect(document.title).toBe(`${notFound[lang]} | Cirkla`)
    expect(document.documentElement.lang).toBe(lang)
    expect(history.location.pathname).toBe(url)
    expect(RAW_ID.exec(`${document.body.textContent} ${document.title}`)).toBeNull()
    expect(warn.mock.calls).toEqual([['Page not found:', expect.any(String)]])
    expect(error).not.toHaveBeenCalled()
  })
})
